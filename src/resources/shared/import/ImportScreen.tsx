import BackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { hasAction, type ResourceDeclaration } from '../../../../contract/declaration';
import { allowedNow } from '../../../authProvider';
import { usePageHeading } from '../../../layout/pageHeading';
import { useDeclaration } from '../../kit/useDeclaration';
import { useResourcePaths } from '../../useResourcePaths';
import { errorText } from '../catalogue/serverError';
import { ImportFile } from './ImportFile';
import { ImportJobCard } from './ImportJobCard';
import { ImportPreviewCard } from './ImportPreviewCard';
import { isRunning, useImportCalls, type ImportChoice } from './useImportCalls';

/** Whether the reader may revert an import: update and delete the resource's records, where it has those calls (as the revert call requires). */
const mayRevert = (declaration: ResourceDeclaration) =>
  (['update', 'delete'] as const).every((action) => !hasAction(declaration, action) || allowedNow(declaration.name, action));

/**
 * /admin/<list>/import: a CSV file or an Excel workbook into the resource. The file is read first with nothing written (its
 * columns matched to fields, which the reader may change, and what each row would do); the import then
 * runs on the server, followed here with its progress and a cancel, also after a reload. Each import
 * stays listed with who ran it, what it did and a revert.
 */
export function ImportScreen() {
  const declaration = useDeclaration();
  const { name } = declaration;
  const translate = useTranslate();
  const { list } = useResourcePaths(name);
  const names = translate(`resources.${name}.name`, { smart_count: 2 });
  usePageHeading(translate('app.import.title', { name: names }));
  const calls = useImportCalls(name);
  const [choice, setChoice] = useState<ImportChoice | null>(null);
  const [followed, setFollowed] = useState<number | null>(null);

  const jobs = calls.jobs.data ?? [];
  const current = jobs.find((job) => job.id === followed) ?? jobs.find(isRunning);
  const earlier = jobs.filter((job) => job !== current);
  const revertAllowed = mayRevert(declaration);

  const preview = (next: ImportChoice) => {
    setChoice(next);
    calls.preview.mutate(next);
  };
  const start = () => {
    if (!choice || !calls.preview.data) return;
    calls.start.mutate(
      { choice, previewedAt: calls.preview.data.previewedAt },
      {
        onSuccess: (job) => {
          setFollowed(job.id);
          setChoice(null);
          calls.preview.reset();
        },
      },
    );
  };

  return (
    <Stack spacing={2} sx={{ pb: 2 }}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button component={Link} to={list} startIcon={<BackIcon aria-hidden />} size="small">
          {translate('app.import.back', { name: names })}
        </Button>
      </Box>
      {current && <ImportJobCard job={current} calls={calls} mayRevert={revertAllowed} current />}
      <Card component="section" aria-labelledby="import-file">
        <CardContent>
          <ImportFile declaration={declaration} file={choice?.file} reading={calls.preview.isPending} onFile={(file) => preview({ file, columns: null })} />
          {calls.preview.error ? (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {errorText(calls.preview.error, translate)}
            </Alert>
          ) : null}
          {calls.start.error ? (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {errorText(calls.start.error, translate)}
            </Alert>
          ) : null}
          {choice && calls.preview.data && (
            <ImportPreviewCard
              resource={name}
              preview={calls.preview.data}
              busy={calls.preview.isPending || calls.start.isPending}
              onColumns={(columns) => preview({ ...choice, columns })}
              onStart={start}
            />
          )}
        </CardContent>
      </Card>
      <Box component="section" aria-labelledby="import-history">
        <Typography id="import-history" component="h2" variant="h6" sx={{ mb: 1 }}>
          {translate('app.import.history.title')}
        </Typography>
        {calls.jobs.isSuccess && earlier.length === 0 && <Typography color="text.secondary">{translate('app.import.history.none')}</Typography>}
        <Stack spacing={1}>
          {earlier.map((job) => (
            <ImportJobCard key={job.id} job={job} calls={calls} mayRevert={revertAllowed} />
          ))}
        </Stack>
      </Box>
    </Stack>
  );
}
