import { z } from 'zod';
import { envelope, wholeNumberText } from './common.js';
import { text } from './text.js';

/** The most records of one resource a search answers. */
export const maxSearchPerResource = 10;

/** `GET /admin/search`: a term, and how many records of each resource to answer. */
export const searchQuery = z
  .object({
    q: text(200, 'Enter something to search for'),
    limit: wholeNumberText(1, maxSearchPerResource).default(5),
  })
  .strict();

/** The records of one resource that match, best first: the resource's own list search (an id typed finds that record). */
export const searchGroup = z.object({
  resource: z.string(),
  /** How many records of the resource match, counted up to 100 on a large list (`capped` when there are more). */
  total: z.number().int().nonnegative(),
  capped: z.boolean(),
  items: z.array(z.object({ id: z.number().int().positive(), label: z.string() })),
});
export type SearchGroup = z.infer<typeof searchGroup>;

export const searchEnvelope = envelope(z.object({ groups: z.array(searchGroup) }));
