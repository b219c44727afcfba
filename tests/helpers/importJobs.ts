import type { ImportJob } from '../../contract/import.js';
import type { TestApp } from './app.js';

/**
 * An import job once it has stopped, as the admin's progress shows it: read again until it says so.
 * The job writes its records and their history in the background after the call that started it answers.
 */
export const importJobOnceStopped = async (t: TestApp, headers: Record<string, string>, resource: string, id: number): Promise<ImportJob> => {
  for (;;) {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/admin/import/${resource}/jobs/${id}`, headers });
    if (res.statusCode !== 200) throw new Error(`reading import job ${id} answered ${res.statusCode}: ${res.body}`);
    const read = res.json().data as ImportJob;
    if (read.status !== 'running' && read.status !== 'cancelling') return read;
    await new Promise((resolve) => setImmediate(resolve));
  }
};
