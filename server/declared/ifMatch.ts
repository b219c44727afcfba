import { z } from 'zod';
import { dateTimeSource } from '../../contract/isoDates.js';
import { badRequest, editConflict, refusal } from '../errors.js';

/**
 * An update's If-Match: the record's updatedAt as read, an ISO date-time, quoted or not, a weak
 * `W/` prefix allowed (what a cache may add). An empty one is refused like any other that is not.
 */
export const ifMatchPattern = new RegExp(`^\\s*(?:W/)?(?:"${dateTimeSource}"|${dateTimeSource})\\s*$`);

const revertOfPattern = /^[1-9][0-9]{0,9}$/;
/** The largest id an entry of the history may have (a 32-bit integer column). */
const largestEntryId = 2_147_483_647;

/** The history entry an update's X-Revert-Of names (undefined when it names none it could be). */
export function revertOfValue(header: unknown): number | undefined {
  const id = typeof header === 'string' && revertOfPattern.test(header) ? Number(header) : Number.NaN;
  return id <= largestEntryId ? id : undefined;
}

/**
 * The headers of every update call: the If-Match that protects it from a lost update, and the
 * history entry the update restores (its audit entry names it: server/services/audit.ts).
 */
export const updateHeaders = z.looseObject({
  'x-revert-of': z
    .string()
    .regex(revertOfPattern, 'Must be the id of an entry of the record\'s history')
    .refine((header) => revertOfValue(header) !== undefined, 'Must be the id of an entry of the record\'s history')
    .optional()
    .describe("The id of the entry of this record's history whose values the update restores: its history entry then says so"),
  // Checked by versionRead, whose refusal names its own reason; the document states its pattern.
  'if-match': z
    .string()
    .max(100)
    .optional()
    .meta({ pattern: ifMatchPattern.source })
    .describe('The record\'s updatedAt when it was read ("<ISO>", quotes optional): a newer stored one is a 409 EDIT_CONFLICT'),
});

/** The time an update's If-Match names (undefined without one); 400 IF_MATCH_INVALID when it is no date-time. */
export function versionRead(ifMatch: string | undefined): number | undefined {
  if (ifMatch === undefined) return undefined;
  const time = ifMatchPattern.test(ifMatch) ? Date.parse(ifMatch.trim().replace(/^W\//, '').replace(/^"(.*)"$/, '$1')) : Number.NaN;
  if (Number.isNaN(time)) {
    const why = refusal('IF_MATCH_INVALID');
    throw badRequest('If-Match must be the record\'s updatedAt, such as "2026-01-31T12:00:00.000Z"', why, { errors: { 'if-match': 'Use the record\'s updatedAt' }, fieldReasons: { 'if-match': why } });
  }
  return time;
}

/**
 * 409 EDIT_CONFLICT with the record as stored now when it is not the version the caller read.
 * Call it inside the update's transaction, after the record is locked, with the record as its read
 * call answers it (the admin's conflict panel compares it field by field with the form).
 */
export function assertVersionRead(readAt: number | undefined, stored: { updatedAt: string | Date }): void {
  if (isStaleRead(readAt, stored)) throw editConflict(stored);
}

/** Whether the record changed since the version an If-Match names (never without one). */
export const isStaleRead = (readAt: number | undefined, stored: { updatedAt: string | Date }): boolean =>
  readAt !== undefined && new Date(stored.updatedAt).getTime() !== readAt;
