import { ApiError, conflict, notFound, refusal } from '../errors.js';

/**
 * Runs one record's step for each id, in ascending id order (so two bulk calls lock rows in the
 * same order), inside the caller's transaction. The first refusal stops the call, and the caller's
 * transaction rolls back all that came before: a missing record is a 404 and a refused move a 409,
 * each naming the record, e.g. "Tutor 12 not found" (`what` in English, `resource` the admin's name).
 */
export async function eachRecord(what: string, resource: string, ids: readonly number[], step: (id: number) => Promise<unknown>): Promise<number[]> {
  const ordered = [...ids].sort((a, b) => a - b);
  for (const id of ordered) {
    try {
      await step(id);
    } catch (error) {
      if (error instanceof ApiError && error.statusCode === 404 && error.code === 'NOT_FOUND') throw notFound(what, resource, [id]);
      if (error instanceof ApiError && error.statusCode === 409 && error.code === 'CONFLICT') {
        const message = `${what} ${id}: ${error.message.charAt(0).toLowerCase()}${error.message.slice(1)}`;
        throw conflict(message, refusal('RECORD_REFUSED', { resource, id, cause: error.refusal }), error.details);
      }
      throw error;
    }
  }
  return ordered;
}
