import { z } from 'zod';
import { bulkIds, envelope, isoDateTime, listEnvelope, listQuery } from './common.js';

/** A trash's list: search in the records' labels, newest deletions first by default. */
export const trashListQuery = listQuery(['deletedAt', 'label'] as const, 'deletedAt');
export type TrashListQuery = z.infer<typeof trashListQuery>;

export const trashedRecord = z.object({
  id: z.number().int().describe("The record's own id, which it keeps when restored"),
  label: z.string().describe("The record's label field when it was deleted"),
  deletedAt: isoDateTime,
  deletedById: z.number().int().nullable().describe('Who deleted it (null once that account is gone)'),
  deletedByName: z.string(),
  purgeAt: isoDateTime.describe('When the server removes it for good (the site settings\' retention)'),
  record: z.record(z.string(), z.unknown()).describe('The record as its get call answered it when deleted'),
});
export type TrashedRecord = z.infer<typeof trashedRecord>;

export const trashListEnvelope = listEnvelope(trashedRecord);

/** Restore or remove for good: the ids of trashed records, all or nothing. */
export const trashIdsBody = z.object({ ids: bulkIds }).strict();
export const trashIdsEnvelope = envelope(z.object({ ids: z.array(z.number().int()) }));
export const emptiedEnvelope = envelope(z.object({ removed: z.number().int().nonnegative() }));
