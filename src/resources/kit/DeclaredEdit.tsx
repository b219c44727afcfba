import { Edit, useTranslate } from 'react-admin';
import { RecordHistory } from '../audit/RecordHistory';
import { useDetailRedirect } from '../useResourcePaths';
import { FormToolbar } from '../shared/catalogue/FormToolbar';
import { RecordHeading } from '../shared/catalogue/RecordHeading';
import { DeclaredForm } from './DeclaredForm';
import { useDeclaration } from './useDeclaration';
import { useEditConflict } from './useEditConflict';

/**
 * /admin/<name>/edit/:id. Pessimistic, so the server's field errors appear beside the inputs and a
 * stale save (someone saved meanwhile: 409 EDIT_CONFLICT) keeps the form as typed, with the conflict panel.
 */
export function DeclaredEdit() {
  const declaration = useDeclaration();
  const translate = useTranslate();
  const redirect = useDetailRedirect(declaration.name);
  const { mutationOptions, panel } = useEditConflict(declaration.name);
  const name = translate(`resources.${declaration.name}.name`, { smart_count: 1 });
  return (
    <Edit mutationMode="pessimistic" mutationOptions={mutationOptions} redirect={redirect} title={translate('ra.page.edit', { name, recordRepresentation: '', id: '' })}>
      <RecordHeading source={declaration.labelField} />
      <DeclaredForm declaration={declaration} toolbar={<FormToolbar deletable />}>
        {panel}
      </DeclaredForm>
      <RecordHistory resource={declaration.name} />
    </Edit>
  );
}
