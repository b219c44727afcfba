import { z } from 'zod';
import { envelope, isoDateTime } from './common.js';
import { text } from './text.js';

/** The most views one person keeps per list, and the most columns a view names. */
export const maxViewsPerList = 50;
export const maxViewColumns = 60;

const resourceName = z.string().regex(/^[a-z][a-z0-9-]{0,99}$/, 'Use the name of a list, such as "tutors"');

/**
 * A view's list query, as the list call takes it: its filters by name, `search`, `sort`, `dir` and
 * `limit` (no page). Checked against that list's own query when saved: a filter it does not have,
 * or a value it refuses, refuses the view.
 */
export const viewQuery = z
  .record(z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,99}$/, 'Use the name of one of the list\'s filters'), z.string().max(1000, 'Use at most 1000 characters'))
  .refine((query) => Object.keys(query).length <= 40, 'Use at most 40 values')
  .refine((query) => !('page' in query), 'A view opens on the first page: leave out page');

const hiddenColumns = z
  .array(z.string().regex(/^[A-Za-z][A-Za-z0-9_.]{0,99}$/, 'Use the name of one of the list\'s columns'))
  .max(maxViewColumns, `Use at most ${maxViewColumns} columns`)
  .nullable()
  .describe("The list's columns the view hides (a column added to the list later shows); null: those the list hides itself");

export const savedView = z.object({
  id: z.number().int().positive(),
  resource: z.string(),
  name: z.string(),
  /** A view the product ships: the admin names it in the reader's language (`app.views.shipped.<key>`). */
  shippedKey: z.string().nullable(),
  ownerId: z.number().int().nullable(),
  ownerName: z.string(),
  shared: z.boolean(),
  pinned: z.boolean(),
  query: z.record(z.string(), z.string()),
  hiddenColumns: z.array(z.string()).nullable(),
  /** Whether the reader may change or remove it: their own, or a shared one of a list they may update. */
  mayChange: z.boolean(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type SavedView = z.infer<typeof savedView>;

/** `GET /admin/views`: the reader's own views and the shared ones, of one list or of every list they may read. */
export const viewsQuery = z.object({ resource: resourceName.optional() }).strict();

export const newViewBody = z
  .object({
    resource: resourceName,
    name: text(100, 'Name the view'),
    shared: z.boolean().default(false),
    pinned: z.boolean().default(false),
    query: viewQuery,
    hiddenColumns: hiddenColumns.default(null),
  })
  .strict();

export const viewChangesBody = z
  .object({
    name: text(100, 'Name the view').optional(),
    shared: z.boolean().optional(),
    pinned: z.boolean().optional(),
    query: viewQuery.optional(),
    hiddenColumns: hiddenColumns.optional(),
  })
  .strict();

export const viewEnvelope = envelope(savedView);
export const viewsEnvelope = envelope(z.object({ items: z.array(savedView) }));

/** How many records a pinned view's list holds now (counted up to the list's cap on a large list: `capped`). */
export const viewCount = z.object({ id: z.number().int().positive(), total: z.number().int().nonnegative(), capped: z.boolean() });
export const viewCountsEnvelope = envelope(z.object({ items: z.array(viewCount) }));
