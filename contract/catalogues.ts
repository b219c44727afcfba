import { z } from 'zod';
import { bodyId, envelope, isoDateTime, listEnvelope, listQuery } from './common.js';
import { spaced, text } from './text.js';

/**
 * The managed lists of spec section 7: languages and levels (education titles), which tutors pick
 * in their profile, and report titles, which a report is filed under. `usageCount` is how many
 * records use the entry (tutors for languages and levels, reports for report titles); an entry in
 * use cannot be removed.
 */
const catalogueName = (what: string) => text(100, `Enter the ${what}`);
const sortOrder = z.number().int('Use a whole number').min(0, 'Use 0 or more').max(1_000_000);
/** An empty code is stored as "no code". */
const optionalCode = (pattern: RegExp, message: string) =>
  text(20)
    .regex(spaced(pattern, { optional: true }), message)
    .transform((value) => (value === '' ? null : value))
    .nullable();

const record = {
  id: z.number().int(),
  usageCount: z.number().int(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
};

export const catalogueEntry = z.object({ ...record, name: z.string(), code: z.string().nullable(), sortOrder: z.number().int() });
export type CatalogueEntry = z.infer<typeof catalogueEntry>;
export const catalogueEntryEnvelope = envelope(catalogueEntry);
export const catalogueListEnvelope = listEnvelope(catalogueEntry);
export const catalogueSortable = ['name', 'id', 'sortOrder'] as const;

export const languageCode = optionalCode(/^[a-z]{2,3}(-[A-Z]{2})?$/, 'Use an ISO 639 code such as en, pt or pt-BR');
export const languageListQuery = listQuery(catalogueSortable, 'name');
export const languageAddBody = z
  .object({ name: catalogueName('language name'), code: languageCode.optional(), sortOrder: sortOrder.optional() })
  .strict();
export const languageUpdateBody = languageAddBody.partial().extend({ id: bodyId }).strict();

export const levelCode = optionalCode(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Use lowercase letters, digits and hyphens, for example high-school');
export const levelListQuery = listQuery(catalogueSortable, 'sortOrder');
export const levelAddBody = z
  .object({ name: catalogueName('level name'), code: levelCode.optional(), sortOrder: sortOrder.optional() })
  .strict();
export const levelUpdateBody = levelAddBody.partial().extend({ id: bodyId }).strict();

export const reportTitle = z.object({ ...record, title: z.string() });
export type ReportTitle = z.infer<typeof reportTitle>;
export const reportTitleEnvelope = envelope(reportTitle);
export const reportTitleListEnvelope = listEnvelope(reportTitle);
export const reportTitleSortable = ['title', 'id', 'updatedAt'] as const;
export const reportTitleListQuery = listQuery(reportTitleSortable, 'title');
export const reportTitleAddBody = z.object({ title: catalogueName('title') }).strict();
export const reportTitleUpdateBody = z.object({ id: bodyId, title: catalogueName('title') }).strict();
