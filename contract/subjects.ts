import { z } from 'zod';
import { bodyId, envelope, isoDateTime, listEnvelope, listQuery } from './common.js';
import { nullableIdQuery, queryBoolean } from './queryParams.js';
import { subjectDepthLimit, subjectListLimit } from './values.js';

export { subjectDepthLimit, subjectListLimit };


export const subject = z.object({
  id: z.number().int(),
  name: z.string(),
  parentId: z.number().int().nullable(),
  sortOrder: z.number().int(),
  /** Tutors who teach this subject (not counting its sub-subjects). */
  tutorCount: z.number().int(),
  /** Direct sub-subjects. */
  childCount: z.number().int(),
  /** With `subtreeCounts=true`: tutors who teach this subject or any subject below it, each counted once. */
  subtreeTutorCount: z.number().int().optional(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Subject = z.infer<typeof subject>;
export type SubjectNode = Subject & { children?: SubjectNode[] };

/**
 * A subject with its sub-subjects; the tree answer nests them, the flat answer leaves `children` out.
 * Recursive, so OpenAPI needs it as a named component (emitted by `transformObject`, server/openapiDocument.ts).
 */
export const subjectNode: z.ZodType<SubjectNode> = subject
  .extend({
    get children() {
      return z.array(subjectNode).optional();
    },
  })
  .meta({ id: 'SubjectNode' });

export const subjectSortable = ['name', 'id', 'sortOrder'] as const;
const flatList = listQuery(subjectSortable, 'sortOrder').shape;
const paging =
  'With flat=true, pages the flat list (`total` counts subjects). Otherwise pages the tree by its top-level subjects (those under `parentId` when given), each with its whole subtree, `total` counting them; with neither page nor limit, the tree comes whole.';

/**
 * Default: the tree (or, with `parentId`, the tree under that parent); `search` keeps the matching
 * subjects and their ancestors, and siblings are ordered by `sort`/`dir`. `page` and `limit` page
 * the tree by its top-level subjects, `total` counting them; with `flat=true` they page the flat
 * list (defaults 1 and 25), `total` counting subjects.
 */
export const subjectListQuery = listQuery(subjectSortable, 'sortOrder').extend({
  page: flatList.page.removeDefault().optional().describe(`${paging} Default 1.`),
  limit: flatList.limit.removeDefault().optional().describe(`${paging} Default 25; the tutor forms ask for ${subjectListLimit}.`),
  flat: queryBoolean.default(false),
  parentId: nullableIdQuery.optional(),
  subtreeCounts: queryBoolean.optional().describe('Answer each subject\'s subtreeTutorCount too (one more query over the tutors\' subjects, for the admin\'s tree).'),
});
export const subjectListEnvelope = listEnvelope(subjectNode);
/** The same list with flat subjects: what each item is checked against, `children` aside. */
export const subjectFlatListEnvelope = listEnvelope(subject);
export const subjectEnvelope = envelope(subject);

export const subjectRemoveChildrenBody = z
  .object({ parentId: bodyId, ids: z.array(bodyId).min(1).max(500).optional() })
  .strict();
