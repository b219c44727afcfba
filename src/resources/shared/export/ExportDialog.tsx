import { useEffect, useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, Typography } from '@mui/material';
import { useLocaleState, useTranslate, type SortPayload } from 'react-admin';
import { httpClient } from '../../../authProvider/httpClient';
import { useNumberFormat } from '../../../format/numbers';
import { endpoints } from '../../../dataProvider/endpoints';
import type { EndpointTable } from '../../../dataProvider/endpointTypes';
import { downloadCsv, saveFile, type ExportProgress } from './downloadCsv';
import { exportRequest } from './exportRequest';
import { errorText } from '../catalogue/serverError';
import { ApiRequestError } from '../../../authProvider/ApiRequestError';

/**
 * One CSV column: an item field, the translation key of its heading, and of the labels of its
 * values; for an amount, the item field that holds its currency (written in the admin's language).
 */
export interface ExportColumnSpec {
  field: string;
  label: string;
  /** The heading is `label` said of this other heading's text (`app.export.idOf` of a field: "Tutor ID"). */
  of?: string;
  values?: Record<string, string>;
  currencyField?: string;
}

export interface ExportDialogProps {
  resource: string;
  filter: Record<string, unknown>;
  sort: SortPayload;
  columns: ExportColumnSpec[];
  onClose: () => void;
}

const today = () => new Date().toISOString().slice(0, 10);

/** The server runs as many exports as it takes at once (429): not a failure, a wait. */
const isBusy = (error: unknown) => error instanceof ApiRequestError && error.status === 429;

interface ExportError {
  text: string;
  busy: boolean;
}

/** Runs the export while open: progress (rows of the total), cancel, then the file `<list>-<date>.csv`. */
export function ExportDialog({ resource, filter, sort, columns, onClose }: ExportDialogProps) {
  const translate = useTranslate();
  const numbers = useNumberFormat();
  const [locale = 'en'] = useLocaleState();
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const [error, setError] = useState<ExportError | null>(null);

  useEffect(() => {
    const call = (endpoints as EndpointTable)[resource]?.getList;
    if (!call) throw new Error(`No list call for ${resource}`);
    const translated = columns.map((column) => ({
      field: column.field,
      header: column.of ? translate(column.label, { field: translate(column.of) }) : translate(column.label),
      ...(column.values ? { values: Object.fromEntries(Object.entries(column.values).map(([raw, key]) => [raw, translate(key)])) } : {}),
      ...(column.currencyField ? { currency: { field: column.currencyField, locale } } : {}),
    }));
    const abort = new AbortController();
    downloadCsv(httpClient, exportRequest(call, { filter, sort }, translated), setProgress, abort.signal).then(
      (file) => {
        saveFile(file, `${resource}-${today()}.csv`);
        onClose();
      },
      (reason: unknown) => {
        if (abort.signal.aborted) return;
        const message = errorText(reason, translate);
        setError(isBusy(reason) ? { text: message, busy: true } : { text: translate('app.export.failed', { message }), busy: false });
      },
    );
    return () => abort.abort();
    // One export per opening: the list's query and columns as they were at the click.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const percent = progress && progress.total > 0 ? Math.floor((progress.rows / progress.total) * 100) : 0;
  return (
    <Dialog open onClose={onClose} aria-labelledby="export-title" fullWidth maxWidth="xs">
      <DialogTitle id="export-title">{translate('app.export.title')}</DialogTitle>
      <DialogContent>
        {error ? (
          <Alert severity={error.busy ? 'warning' : 'error'} role="alert">
            {error.text}
          </Alert>
        ) : (
          <>
            <LinearProgress
              variant={progress ? 'determinate' : 'indeterminate'}
              value={percent}
              aria-label={translate('app.export.progressLabel')}
            />
            <Typography role="status" aria-live="polite" variant="body2" sx={{ mt: 1 }}>
              {progress ? translate('app.export.progress', { percent }) : translate('app.export.starting')}
              {progress && ` (${translate('app.export.rows', { done: numbers.count(progress.rows), total: numbers.count(progress.total) })})`}
            </Typography>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate(error ? 'app.export.close' : 'app.export.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}
