import { z } from 'zod';
import { envelope, idSchema, isoDateTime, listEnvelope, listQuery } from './common.js';
import { nullableIdQuery, queryBoolean } from './queryParams.js';
import { text } from './text.js';
import { subjectListLimit } from './values.js';

export { subjectListLimit };


export const subject = z.object({
  id: z.number().int(),
  name: z.string(),
  parentId: z.number().int().nullable(),
  sortOrder: z.number().int(),
  /** Tutors who teach this subject (not counting its sub-subjects). */
  tutorCount: z.number().int(),
  /** Direct sub-subjects. */
  childCount: z.number().int(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Subject = z.infer<typeof subject>;
export type SubjectNode = Subject & { children?: SubjectNode[] };

/**
 * A subject with its sub-subjects; the tree answer nests them, the flat answer leaves `children` out.
 * Recursive, so OpenAPI needs it as a named component (`transformObject` in server/app.ts emits it).
 */
export const subjectNode: z.ZodType<SubjectNode> = subject
  .extend({
    get children() {
      return z.array(subjectNode).optional();
    },
  })
  .meta({ id: 'SubjectNode' });

export const subjectSortable = ['name', 'id', 'sortOrder'] as const;
/**
 * Default: the whole tree (or, with `parentId`, the tree under that parent); `search` keeps the
 * matching subjects and their ancestors, and siblings are ordered by `sort`/`dir`; `page` and
 * `limit` apply only to the flat list (`flat=true`).
 */
export const subjectListQuery = listQuery(subjectSortable, 'sortOrder').extend({
  flat: queryBoolean.default(false),
  parentId: nullableIdQuery.optional(),
});
export const subjectListEnvelope = listEnvelope(subjectNode);
export const subjectEnvelope = envelope(subject);

const subjectName = text(100, 'Enter the subject name');
const sortOrder = z.number().int('Use a whole number').min(0, 'Use 0 or more').max(1_000_000);

export const subjectAddBody = z
  .object({ name: subjectName, parentId: idSchema.nullable().optional(), sortOrder: sortOrder.optional() })
  .strict();
export const subjectUpdateBody = z
  .object({ id: idSchema, name: subjectName.optional(), parentId: idSchema.nullable().optional(), sortOrder: sortOrder.optional() })
  .strict();
export const subjectRemoveChildrenBody = z
  .object({ parentId: idSchema, ids: z.array(idSchema).min(1).max(500).optional() })
  .strict();
