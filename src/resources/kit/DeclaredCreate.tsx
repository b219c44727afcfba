import { useMemo } from 'react';
import { Create, useTranslate } from 'react-admin';
import { useDetailRedirect } from '../useResourcePaths';
import { FormToolbar } from '../shared/catalogue/FormToolbar';
import { saveNow } from '../shared/catalogue/saveNow';
import { DeclaredForm, defaultValuesOf } from './DeclaredForm';
import { useDeclaration } from './useDeclaration';

/** /admin/<name>/add: the writable fields with their defaults; a new record opens on its detail screen. */
export function DeclaredCreate() {
  const declaration = useDeclaration();
  const translate = useTranslate();
  const redirect = useDetailRedirect(declaration.name);
  const defaultValues = useMemo(() => defaultValuesOf(declaration), [declaration]);
  const name = translate(`resources.${declaration.name}.name`, { smart_count: 1 });
  return (
    <Create mutationOptions={saveNow} redirect={redirect} title={translate('ra.page.create', { name })}>
      <DeclaredForm declaration={declaration} defaultValues={defaultValues} toolbar={<FormToolbar />} />
    </Create>
  );
}
