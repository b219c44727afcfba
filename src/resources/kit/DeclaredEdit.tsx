import { useState } from 'react';
import { Edit, useNotify, useTranslate, type RaRecord } from 'react-admin';
import { RecordHistory } from '../audit/RecordHistory';
import { useDetailRedirect } from '../paths';
import { FormToolbar } from '../shared/catalogue/FormToolbar';
import { RecordHeading } from '../shared/catalogue/RecordHeading';
import { saveNow } from '../shared/catalogue/saveNow';
import { serverMessage } from '../shared/catalogue/serverError';
import { DeclaredForm } from './DeclaredForm';
import { EditConflict } from './EditConflict';
import { conflictingRecord } from './editConflict';
import { useDeclaration } from './useDeclaration';

/**
 * /admin/<name>/edit/:id. Pessimistic, so the server's field errors appear beside the inputs and a
 * stale save (someone saved meanwhile: 409 EDIT_CONFLICT) keeps the form as typed, with the conflict panel.
 */
export function DeclaredEdit() {
  const declaration = useDeclaration();
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useDetailRedirect(declaration.name);
  const [current, setCurrent] = useState<RaRecord>();
  // The version the next save claims to have read, once the user chose to build on someone else's save.
  const [version, setVersion] = useState<string>();
  const onError = (error: unknown) => {
    const stored = conflictingRecord(error);
    if (stored) {
      setCurrent(stored);
      return;
    }
    notify(serverMessage(error) ?? 'ra.notification.http_error', { type: 'error' });
  };
  const onResolved = () => {
    setCurrent(undefined);
    notify('app.content.declared.conflict.loaded', { type: 'info' });
  };
  const name = translate(`resources.${declaration.name}.name`, { smart_count: 1 });
  return (
    <Edit
      mutationMode="pessimistic"
      mutationOptions={{ ...saveNow, onError, meta: version ? { version } : undefined }}
      redirect={redirect}
      title={translate('ra.page.edit', { name, recordRepresentation: '', id: '' })}
    >
      <RecordHeading source={declaration.labelField} />
      <DeclaredForm declaration={declaration} toolbar={<FormToolbar deletable />}>
        {current && <EditConflict declaration={declaration} current={current} onTakeVersion={setVersion} onResolved={onResolved} />}
      </DeclaredForm>
      <RecordHistory resource={declaration.name} />
    </Edit>
  );
}
