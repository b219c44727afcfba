import { useEffect, useRef, useState } from 'react';
import { Box, Button, Card, CardContent, LinearProgress, List, ListItem, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useGetList, useLocaleState, useRecordContext, useResourceContext, useTranslate, type Identifier, type RaRecord } from 'react-admin';
import { useSiteDateFormat } from '../../format/date';
import { changedFields, describeChange, formatDateTime } from './auditDiff';
import { historyFieldsOf } from './historyFields';
import { RestoreValues, valueAt } from './RestoreValues';
import { ErrorWithRetry } from '../../layout/ErrorWithRetry';

/** One row of `GET /admin/audit` (B1's contract). */
export interface AuditRow {
  id: Identifier;
  actorId: number | null;
  actorName: string | null;
  action: string;
  resource: string;
  recordId: string;
  before: unknown;
  after: unknown;
  createdAt: string;
  /** The earlier entry whose values this update restored. */
  revertOf?: number | null;
  /** By field, the names of the records the entry's ids refer to (the server answers them). */
  names?: Record<string, Record<string, string>>;
  /** By field, which of those ids name a record in its resource's trash. */
  trashed?: Record<string, string[]>;
}

export interface RecordHistoryProps {
  /** Defaults to the surrounding resource context. */
  resource?: string;
  /** Defaults to the id of the surrounding record context. */
  recordId?: Identifier;
  pageSize?: number;
}

/**
 * The audit trail of one record: who did what and when, with before -> after per changed field.
 * Put it on every detail view; it reads the `audit` resource filtered by resource and record id.
 */
export function RecordHistory({ resource, recordId, pageSize = 10 }: RecordHistoryProps) {
  const translate = useTranslate();
  const contextResource = useResourceContext();
  const record = useRecordContext();
  const targetResource = resource ?? contextResource;
  const targetId = recordId ?? record?.id;
  const [perPage, setPerPage] = useState(pageSize);
  const enabled = targetResource != null && targetId != null;
  const { data, total, isPending, error, refetch } = useGetList<AuditRow>(
    'audit',
    {
      filter: { resource: targetResource, recordId: String(targetId) },
      sort: { field: 'createdAt', order: 'DESC' },
      pagination: { page: 1, perPage },
    },
    { enabled },
  );
  // Saving the record writes a new audit entry: reload when the saved record changes.
  const version: unknown = record?.updatedAt ?? record;
  const seenVersion = useRef(version);
  useEffect(() => {
    if (seenVersion.current === version) return;
    const loadedBefore = seenVersion.current != null;
    seenVersion.current = version;
    // The first load of the record is not a change: the list is being fetched for it already.
    if (loadedBefore && enabled) void refetch();
  }, [version, enabled, refetch]);
  const headingId = `record-history-${targetResource}-${targetId}`;

  return (
    <Card component="section" aria-labelledby={headingId} sx={{ mt: 2 }}>
      <CardContent>
        <Typography id={headingId} component="h2" variant="h6" gutterBottom>
          {translate('resources.audit.history.title')}
        </Typography>
        {!enabled ? null : isPending ? (
          <LinearProgress aria-label={translate('resources.audit.history.loading')} />
        ) : error ? (
          <ErrorWithRetry onRetry={refetch}>{translate('resources.audit.history.error')}</ErrorWithRetry>
        ) : !data?.length ? (
          <Typography color="text.secondary">{translate('resources.audit.history.empty')}</Typography>
        ) : (
          <>
            <List disablePadding>
              {data.map((row) => (
                <HistoryEntry key={row.id} row={row} resource={targetResource} />
              ))}
            </List>
            {total != null && total > data.length && (
              <Button onClick={() => setPerPage((n) => n + pageSize)}>
                {translate('resources.audit.history.more', { count: total - data.length })}
              </Button>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * The changes of one entry as they read: field labels, and values in the admin's language and the
 * site's date format; with each value set as stored, and how the record's current value reads.
 */
function useReadableChanges(row: AuditRow) {
  const translate = useTranslate();
  const [locale = 'en'] = useLocaleState();
  useSiteDateFormat(); // renders again when the settings change the format
  const fields = historyFieldsOf(row.resource);
  return fields.sorted(changedFields(row.before, row.after, fields.hidden)).map((change) => {
    const kind = fields.kindOf(change.field);
    const format = { translate, locale, names: row.names?.[change.field], trashed: row.trashed?.[change.field], records: { before: row.before, after: row.after } };
    const described = describeChange(change, kind, format);
    return {
      field: change.field,
      label: fields.label(change.field, translate),
      ...described,
      value: change.after,
      text: described.after,
      currentText: (record: RaRecord) => describeChange({ ...change, before: valueAt(record, change.field) }, kind, { ...format, records: { before: record, after: row.after } }).before,
    };
  });
}

function HistoryEntry({ row, resource }: { row: AuditRow; resource: string }) {
  const translate = useTranslate();
  const changes = useReadableChanges(row);
  return (
    <ListItem divider disableGutters sx={{ display: 'block' }}>
      <Typography variant="body2">
        <strong>{row.actorName ?? translate('resources.audit.history.system')}</strong>{' '}
        {translate(`resources.audit.actions.${row.action}`, { _: row.action })}{' '}
        <Box component="time" dateTime={row.createdAt} sx={{ color: 'text.secondary' }}>
          {formatDateTime(row.createdAt)}
        </Box>{' '}
        <Box component="span" sx={{ color: 'text.secondary' }}>
          · {translate('resources.audit.history.entry', { id: row.id })}
        </Box>
      </Typography>
      {row.revertOf != null && <Typography variant="body2">{translate('resources.audit.history.revertOf', { id: row.revertOf })}</Typography>}
      {changes.length > 0 && (
        <Table size="small" aria-label={translate('resources.audit.history.changes')} sx={{ mt: 1 }}>
          <TableHead>
            <TableRow>
              <TableCell component="th">{translate('resources.audit.history.field')}</TableCell>
              <TableCell component="th">{translate('resources.audit.history.before')}</TableCell>
              <TableCell component="th">{translate('resources.audit.history.after')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {changes.map((change) => (
              <TableRow key={change.field}>
                <TableCell component="th" scope="row">
                  {change.label}
                </TableCell>
                <TableCell sx={{ wordBreak: 'break-word' }}>{change.before}</TableCell>
                <TableCell sx={{ wordBreak: 'break-word' }}>{change.after}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <RestoreValues resource={resource} entryId={Number(row.id)} values={changes} />
    </ListItem>
  );
}
