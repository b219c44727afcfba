import { useState, type ReactNode } from 'react';
import { useNotify, type RaRecord } from 'react-admin';
import { saveNow } from '../shared/catalogue/saveNow';
import { serverMessage } from '../shared/catalogue/serverError';
import { declarationOf } from '../declared';
import { EditConflict } from './EditConflict';
import { conflictingRecord } from './editConflict';

/**
 * What an edit screen of a resource (by its declared name) needs for lost updates: the mutation options of its
 * pessimistic `<Edit>` (a 409 EDIT_CONFLICT opens the panel, any other error is told; the next save
 * claims the version the user chose to build on) and the panel, to put inside its form.
 */
export function useEditConflict(resource: string): { mutationOptions: object; panel: ReactNode } {
  const declaration = declarationOf(resource);
  if (!declaration) throw new Error(`No declaration for the resource "${resource}"`);
  const notify = useNotify();
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
  return {
    mutationOptions: { ...saveNow, onError, meta: version ? { version } : undefined },
    panel: current ? <EditConflict declaration={declaration} current={current} onTakeVersion={setVersion} onResolved={onResolved} /> : null,
  };
}
