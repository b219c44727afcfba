import { useId, useState } from 'react';
import { Button, Checkbox, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, FormControlLabel, FormGroup, Typography } from '@mui/material';
import { useCanAccess, useNotify, useRecordContext, useRefresh, useTranslate, useUpdate, type RaRecord } from 'react-admin';
import { writableFields } from '../../../contract/declaration';
import { declarationOf } from '../declared';
import { serverMessage } from '../shared/catalogue/serverError';
import { sameValue } from './auditDiff';

/** One value an entry of the history set, as stored and as it reads. */
export interface EntryValue {
  /** The field (`socialLinks.facebook` inside an object). */
  field: string;
  label: string;
  value: unknown;
  /** The value as it reads, and the record's current one. */
  text: string;
  currentText: (record: RaRecord) => string;
}

/** A record's value at a field's path (`socialLinks.facebook`). */
export const valueAt = (record: RaRecord, path: string): unknown =>
  path.split('.').reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), record);

/** The record with these values put back (a value inside an object keeps the object's other values). */
function withValues(record: RaRecord, values: readonly EntryValue[]): RaRecord {
  const copy = structuredClone(record);
  for (const { field, value } of values) {
    const keys = field.split('.');
    const last = keys.pop()!;
    let target: Record<string, unknown> = copy;
    for (const key of keys) {
      const inner = target[key];
      target = target[key] = inner && typeof inner === 'object' ? (inner as Record<string, unknown>) : {};
    }
    target[last] = value;
  }
  return copy;
}

/** The values of an entry that an update could put back: fields the update call writes, holding another value now. */
function useRestorable(resource: string, values: readonly EntryValue[]): { record: RaRecord | undefined; restorable: EntryValue[] } {
  const record = useRecordContext();
  const { canAccess } = useCanAccess({ resource, action: 'edit', record });
  const declaration = declarationOf(resource);
  const written = new Set(declaration && declaration.restoreFromHistory !== false ? writableFields(declaration, 'update') : []);
  if (!record || !canAccess) return { record, restorable: [] };
  return { record, restorable: values.filter(({ field, value }) => written.has(field.split('.')[0]!) && !sameValue(valueAt(record, field), value)) };
}

/**
 * "Restore these values" on an entry of a record's history, for staff who may change the record:
 * the values it set that differ from the record's now, each ticked to put back, saved through the
 * record's update call (its checks and its lost-update protection apply) with `X-Revert-Of`, so the
 * new entry says which one it restores.
 */
export function RestoreValues({ resource, entryId, values }: { resource: string; entryId: number; values: readonly EntryValue[] }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const titleId = useId();
  const { record, restorable } = useRestorable(resource, values);
  const [open, setOpen] = useState(false);
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const [update, { isPending }] = useUpdate();
  if (!record || restorable.length === 0) return null;

  const start = () => {
    setTicked(new Set(restorable.map(({ field }) => field)));
    setOpen(true);
  };
  const toggle = (field: string) => setTicked((now) => (now.has(field) ? new Set([...now].filter((each) => each !== field)) : new Set([...now, field])));
  const restore = () =>
    update(
      resource,
      { id: record.id, data: withValues(record, restorable.filter(({ field }) => ticked.has(field))), previousData: record, meta: { revertOf: entryId } },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          notify('resources.audit.history.restore.done', { type: 'info' });
          // react-admin keeps the answer under the update's meta, not where the screen reads the record: read it again.
          refresh();
        },
        onError: (error) => notify(serverMessage(error) ?? 'ra.notification.http_error', { type: 'error' }),
      },
    );

  return (
    <>
      <Button size="small" onClick={start} sx={{ mt: 1 }}>
        {translate('resources.audit.history.restore.button')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <DialogTitle id={titleId}>{translate('resources.audit.history.restore.title', { id: entryId })}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate('resources.audit.history.restore.help')}</DialogContentText>
          <FormGroup sx={{ mt: 1 }}>
            {restorable.map(({ field, label, text, currentText }) => (
              <FormControlLabel
                key={field}
                sx={{ alignItems: 'flex-start', mt: 1, '& .MuiCheckbox-root': { pt: 0.5 } }}
                control={<Checkbox checked={ticked.has(field)} onChange={() => toggle(field)} />}
                label={
                  <>
                    <Typography component="span" sx={{ display: 'block', wordBreak: 'break-word' }}>
                      {label}: {text}
                    </Typography>
                    <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block', wordBreak: 'break-word' }}>
                      {translate('resources.audit.history.restore.current', { value: currentText(record) })}
                    </Typography>
                  </>
                }
              />
            ))}
          </FormGroup>
          {ticked.size === 0 && (
            <Typography role="status" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {translate('resources.audit.history.restore.none')}
            </Typography>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" onClick={restore} disabled={ticked.size === 0 || isPending}>
            {translate('resources.audit.history.restore.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
