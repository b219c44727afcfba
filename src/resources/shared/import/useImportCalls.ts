import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { ImportJob, ImportPreview } from '../../../../contract/import';
import type { AppDataProvider } from '../../../dataProvider/createDataProvider';
import { saveNow } from '../catalogue/saveNow';

/** An import's file and the columns chosen for it (null: as its headers match). */
export interface ImportChoice {
  file: File;
  columns: ReadonlyArray<string | null> | null;
}

/** The multipart body of a preview or a start: the text fields first, then the file (the server reads them in order). */
function importForm({ file, columns }: ImportChoice, previewedAt?: string): FormData {
  const form = new FormData();
  if (columns) form.append('columns', JSON.stringify(columns));
  if (previewedAt) form.append('previewedAt', previewedAt);
  form.append('file', file, file.name);
  return form;
}

/** Whether an import is still at work (a cancel waits for its current row). */
export const isRunning = (job: ImportJob) => job.status === 'running' || job.status === 'cancelling';

/** How often the screen asks after a running import: often enough to watch it, rarely enough for thousands of rows a second. */
const PROGRESS_EVERY_MS = 1000;

/**
 * The calls of a resource's import (src/dataProvider/importEndpoints.ts): the dry run, the start, and
 * its imports, asked after every second while one of them runs (so progress shows, and goes on
 * showing after a reload: the job lives on the server), then left alone.
 */
export function useImportCalls(resource: string) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const jobsKey = [resource, 'importJobs'];
  const jobs = useQuery({
    queryKey: jobsKey,
    queryFn: async ({ signal }) => (await dataProvider.call<{ items: ImportJob[] }>(resource, 'importJobs', { signal })).data.items,
    refetchInterval: (query) => (query.state.data?.some(isRunning) ? PROGRESS_EVERY_MS : false),
  });
  const readAgain = () => queryClient.invalidateQueries({ queryKey: jobsKey });
  const preview = useMutation({
    ...saveNow,
    mutationFn: async (choice: ImportChoice) => (await dataProvider.call<ImportPreview>(resource, 'importPreview', { data: importForm(choice) })).data,
  });
  const start = useMutation({
    ...saveNow,
    mutationFn: async ({ choice, previewedAt }: { choice: ImportChoice; previewedAt: string }) =>
      (await dataProvider.call<ImportJob>(resource, 'importStart', { data: importForm(choice, previewedAt) })).data,
    onSuccess: readAgain,
  });
  const cancel = useMutation({
    ...saveNow,
    mutationFn: async (id: number) => (await dataProvider.call<ImportJob>(resource, 'importCancel', { id })).data,
    onSuccess: readAgain,
  });
  const revert = useMutation({
    ...saveNow,
    mutationFn: async (id: number) => (await dataProvider.call<{ reverted: number; leftAlone: Array<{ id: number; label: string }> }>(resource, 'importRevert', { id })).data,
    onSuccess: readAgain,
  });
  return { jobs, preview, start, cancel, revert };
}
