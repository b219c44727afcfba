import { useEffect, useRef } from 'react';
import { useDataProvider, useRecordContext, type RaRecord } from 'react-admin';
import { getStoredUser } from '../../authProvider/storage';
import { holdWhileEditing, type RecordChange } from '../../live/recordChanges';

/**
 * Inside an edit form: while it is open, its record is held (the live changes do not refetch it under
 * the user), and when someone else saves it, the record as stored now is read and handed to `onChanged`,
 * so the form warns before the save rather than at it.
 */
export function ChangedMeanwhile({ resource, onChanged }: { resource: string; onChanged: (current: RaRecord, change: RecordChange) => void }) {
  const id = useRecordContext()?.id;
  const dataProvider = useDataProvider();
  const latest = useRef(onChanged);
  useEffect(() => {
    latest.current = onChanged;
  });
  useEffect(() => {
    if (id === undefined) return undefined;
    const me = String(getStoredUser()?.id);
    return holdWhileEditing(resource, id, (change) => {
      if (change.action === 'delete' || String(change.actor.id) === me) return;
      dataProvider.getOne(resource, { id }).then(
        ({ data }) => latest.current(data, change),
        () => undefined,
      );
    });
  }, [resource, id, dataProvider]);
  return null;
}
