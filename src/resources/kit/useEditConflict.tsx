import { useState, type ReactNode } from 'react';
import { useNotify, type RaRecord } from 'react-admin';
import { saveNow } from '../shared/catalogue/saveNow';
import { serverMessage } from '../shared/catalogue/serverError';
import { declarationOf } from '../declared';
import type { RecordChange } from '../../live/recordChanges';
import { ChangedMeanwhile } from './ChangedMeanwhile';
import { EditConflict } from './EditConflict';
import { conflictingRecord } from './editConflict';

/**
 * What an edit screen of a resource (by its declared name) needs for lost updates: the mutation options of its
 * pessimistic `<Edit>` (a 409 EDIT_CONFLICT opens the panel, any other error is told; the next save
 * claims the version the user chose to build on) and the panel, to put inside its form. The panel opens
 * as soon as someone else saves the record, before the user saves (./ChangedMeanwhile.tsx).
 */
export function useEditConflict(resource: string): { mutationOptions: object; panel: ReactNode } {
  const declaration = declarationOf(resource);
  if (!declaration) throw new Error(`No declaration for the resource "${resource}"`);
  const notify = useNotify();
  const [current, setCurrent] = useState<RaRecord>();
  // Who saved the record while the form was open, as the live changes told it (before any save).
  const [meanwhile, setMeanwhile] = useState<RecordChange>();
  // The version the next save claims to have read, once the user chose to build on someone else's save.
  const [version, setVersion] = useState<string>();
  const onError = (error: unknown) => {
    const stored = conflictingRecord(error);
    if (stored) {
      setCurrent(stored);
      setMeanwhile(undefined);
      return;
    }
    notify(serverMessage(error) ?? 'ra.notification.http_error', { type: 'error' });
  };
  const onChanged = (stored: RaRecord, change: RecordChange) => {
    setCurrent(stored);
    setMeanwhile(change);
  };
  const onResolved = () => {
    setCurrent(undefined);
    setMeanwhile(undefined);
    notify('app.content.declared.conflict.loaded', { type: 'info' });
  };
  return {
    mutationOptions: { ...saveNow, onError, meta: version ? { version } : undefined },
    panel: (
      <>
        <ChangedMeanwhile resource={resource} onChanged={onChanged} />
        {current ? <EditConflict declaration={declaration} current={current} changedBy={meanwhile} onTakeVersion={setVersion} onResolved={onResolved} /> : null}
      </>
    ),
  };
}
