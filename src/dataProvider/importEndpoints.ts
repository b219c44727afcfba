import { get, post, type Call } from './endpointTypes';

/**
 * The import calls of a declared resource that takes imports (server/routes/import.ts), among its
 * actions: `call(name, 'importPreview', {data: form})` with the file as multipart, `importStart` the
 * same with the preview's columns and `previewedAt`, `importJobs`, and `importJob`, `importCancel`,
 * `importRevert` of the job whose id is given.
 */
export function importActionsOf(name: string): Record<string, Call> {
  const path = `/admin/import/${name}`;
  return {
    importPreview: post(`${path}/preview`),
    importStart: post(path),
    importJobs: get(`${path}/jobs`),
    importJob: get(`${path}/jobs/{id}`),
    importCancel: post(`${path}/jobs/{id}/cancel`),
    importRevert: post(`${path}/jobs/{id}/revert`),
  };
}
