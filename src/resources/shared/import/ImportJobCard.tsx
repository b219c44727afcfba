import CancelIcon from '@mui/icons-material/StopCircleOutlined';
import RevertIcon from '@mui/icons-material/Undo';
import { Alert, Box, Button, LinearProgress, Paper, Typography } from '@mui/material';
import { useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import type { ImportJob } from '../../../../contract/import';
import { formatDateTime, useSiteDateFormat } from '../../../format/date';
import { refusalText } from '../../../i18n/apiErrorText';
import { errorText } from '../catalogue/serverError';
import { countsText, ImportCounts } from './ImportCounts';
import { isRunning, type useImportCalls } from './useImportCalls';

type Calls = ReturnType<typeof useImportCalls>;

interface ImportJobCardProps {
  job: ImportJob;
  calls: Pick<Calls, 'cancel' | 'revert'>;
  /** Whether the reader may revert it (update and delete the resource's records, as the revert call requires). */
  mayRevert: boolean;
  /** The import just started or followed on this screen: its whole report shows, and its progress is announced. */
  current?: boolean;
}

/** A revert of the job's records, after a confirmation; what it left alone is said after it. */
function RevertButton({ job, revert }: { job: ImportJob; revert: Calls['revert'] }) {
  const translate = useTranslate();
  const [asking, setAsking] = useState(false);
  const file = job.fileName;
  return (
    <>
      <Button size="small" startIcon={<RevertIcon aria-hidden />} disabled={revert.isPending} onClick={() => setAsking(true)} aria-label={translate('app.import.revert.label', { file })}>
        {translate('app.import.revert.action')}
      </Button>
      <Confirm
        isOpen={asking}
        loading={revert.isPending}
        title={translate('app.import.revert.confirm', { file })}
        content={translate('app.import.revert.explain')}
        onConfirm={() => {
          setAsking(false);
          revert.mutate(job.id);
        }}
        onClose={() => setAsking(false)}
      />
    </>
  );
}

/** One import: its file, who started it and when, its state (with progress and cancel while it runs), what it did, and its revert. */
export function ImportJobCard({ job, calls, mayRevert, current = false }: ImportJobCardProps) {
  const translate = useTranslate();
  useSiteDateFormat();
  const file = job.fileName;
  const status = translate(`app.import.job.status.${job.status}`);
  const finished = !isRunning(job);
  const revertable = finished && job.revertedAt === null && job.create + job.update > 0 && mayRevert;
  const revertAnswer = calls.revert.variables === job.id ? calls.revert : undefined;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="article" aria-label={file}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'baseline', gap: 1 }}>
        <Typography component="h3" variant="subtitle1" sx={{ overflowWrap: 'anywhere' }}>
          {translate('app.import.job.finished', { file, status })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {job.actorName}, {formatDateTime(job.startedAt)}
        </Typography>
      </Box>
      {finished ? null : (
        <Box sx={{ my: 1 }}>
          <LinearProgress aria-hidden />
          <Typography role={current ? 'status' : undefined} sx={{ mt: 1 }}>
            {translate('app.import.job.running', { file, smart_count: job.rows })}
          </Typography>
          <Button size="small" startIcon={<CancelIcon aria-hidden />} disabled={job.status === 'cancelling' || calls.cancel.isPending} onClick={() => calls.cancel.mutate(job.id)} sx={{ mt: 1 }}>
            {translate('app.import.job.cancel')}
          </Button>
        </Box>
      )}
      {finished && (current ? <ImportCounts counts={job} planned={false} /> : <Typography variant="body2">{countsText(job, false, translate)}</Typography>)}
      {job.failure && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {job.failureReason ? refusalText(job.failureReason, translate, job.failure) : job.failure}
        </Alert>
      )}
      {job.revertedAt && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {translate('app.import.history.reverted', { name: job.revertedByName ?? '', date: formatDateTime(job.revertedAt) })}
        </Typography>
      )}
      {revertable && (
        <Box sx={{ mt: 1 }}>
          <RevertButton job={job} revert={calls.revert} />
        </Box>
      )}
      {revertAnswer?.error ? (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {errorText(revertAnswer.error, translate)}
        </Alert>
      ) : null}
      {revertAnswer?.data && (
        <Alert severity={revertAnswer.data.leftAlone.length > 0 ? 'warning' : 'success'} role="status" sx={{ mt: 1 }}>
          {translate('app.import.revert.done', { smart_count: revertAnswer.data.reverted })}
          {revertAnswer.data.leftAlone.length > 0 && ` ${translate('app.import.revert.leftAlone', { records: revertAnswer.data.leftAlone.map((record) => record.label).join(', ') })}`}
        </Alert>
      )}
    </Paper>
  );
}
