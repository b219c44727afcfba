import { z } from 'zod';
import { envelope, isoDateTime, listEnvelope, listQuery } from './common.js';
import { queryBoolean } from './queryParams.js';
import { spaced, text } from './text.js';

export const pageTitle = text(200, 'Enter a title');
export const pageSlug = text(100, 'Enter a slug')
  .regex(spaced(/^[a-z0-9]+(?:-[a-z0-9]+)*$/), 'Use lowercase letters a-z, digits and single hyphens, for example terms-of-use');
/** Rich text; the server sanitises it with an allowlist before storing it. */
export const pageContentHtml = z.string().max(200_000, 'The content is too long (at most 200,000 characters)');

export const pageSummary = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  published: z.boolean(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export const page = pageSummary.extend({ contentHtml: z.string() });
export type Page = z.infer<typeof page>;
export type PageSummary = z.infer<typeof pageSummary>;

export const pageSortable = ['title', 'slug', 'updatedAt', 'published', 'id'] as const;
export const pageListQuery = listQuery(pageSortable, 'title').extend({ published: queryBoolean.optional() });
export const pageListEnvelope = listEnvelope(pageSummary);
export const pageEnvelope = envelope(page);

/** Partial: the admin may publish or unpublish a page without sending its content. */
export const pageUpdateBody = z
  .object({ title: pageTitle, slug: pageSlug, contentHtml: pageContentHtml, published: z.boolean() })
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, 'Send at least one of title, slug, contentHtml, published')
  .meta({ minProperties: 1 });

export const pageAddBody = z
  .object({
    title: pageTitle,
    slug: pageSlug,
    contentHtml: pageContentHtml.default(''),
    published: z.boolean().default(false),
  })
  .strict();

export const publicPageQuery = z.object({ slug: text(100, 'Give the page slug') }).strict();
export const publicPage = z.object({ slug: z.string(), title: z.string(), contentHtml: z.string(), updatedAt: isoDateTime });
export const publicPageEnvelope = envelope(publicPage);
