import { z } from 'zod';
import { envelope, isoDateTime } from './common.js';

/** How many refused rows an answer lists (the counts cover them all). */
export const MAX_LISTED_REFUSALS = 100;

/** A row of the file that is not imported: its line (the header is line 1), the field at fault if one is, and why. */
export const importRefusal = z.object({
  line: z.number().int().positive(),
  field: z.string().nullable(),
  message: z.string().describe('In English'),
  reason: z.string().describe('Why, as a reason of docs/errors.md, for a client to say it in its language'),
  params: z.record(z.string(), z.unknown()),
});
export type ImportRefusal = z.infer<typeof importRefusal>;

const counts = {
  rows: z.number().int().nonnegative().describe('Rows of the file read so far (the header aside)'),
  create: z.number().int().nonnegative(),
  update: z.number().int().nonnegative(),
  unchanged: z.number().int().nonnegative(),
  refused: z.number().int().nonnegative(),
  refusals: z.array(importRefusal).max(MAX_LISTED_REFUSALS).describe(`The first ${MAX_LISTED_REFUSALS} refused rows`),
};

/** What importing a file would do, nothing written (the dry run). */
export const importPreview = z.object({
  fileName: z.string(),
  headers: z.array(z.string()).describe("The file's column headers"),
  columns: z.array(z.string().nullable()).describe('The field each column fills, in order (null: the column is not imported)'),
  fields: z.array(z.string()).describe('The fields a column may fill'),
  key: z.string().nullable().describe('The unique field that names an existing record: rows holding one update it'),
  previewedAt: isoDateTime.describe('Send it back to start the import: a record changed after it is reported, not overwritten'),
  ...counts,
});
export type ImportPreview = z.infer<typeof importPreview>;

export const importStatuses = ['running', 'cancelling', 'cancelled', 'done', 'failed', 'interrupted'] as const;

/** An import as it runs and once it has: any API server answers it, so it outlives the page that started it. */
export const importJob = z.object({
  id: z.number().int(),
  resource: z.string(),
  fileName: z.string(),
  actorName: z.string().describe('Who started it'),
  status: z.enum(importStatuses),
  startedAt: isoDateTime,
  finishedAt: isoDateTime.nullable(),
  failure: z.string().nullable().describe('Why a failed import stopped, in English'),
  failureReason: z
    .object({ reason: z.string(), params: z.record(z.string(), z.unknown()) })
    .nullable()
    .describe('Why a failed import stopped, as a reason of docs/errors.md, for a client to say it in its language'),
  revertedAt: isoDateTime.nullable(),
  revertedByName: z.string().nullable(),
  ...counts,
});
export type ImportJob = z.infer<typeof importJob>;

/** A revert of an import: how many of its records went back, and those left alone because they changed since. */
export const importRevert = z.object({
  reverted: z.number().int().nonnegative(),
  leftAlone: z.array(z.object({ id: z.number().int(), label: z.string() })).describe('Records changed since the import, left as they are'),
});

export const importPreviewEnvelope = envelope(importPreview);
export const importJobEnvelope = envelope(importJob);
export const importJobsEnvelope = envelope(z.object({ items: z.array(importJob) }));
export const importRevertEnvelope = envelope(importRevert);
