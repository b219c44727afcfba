import { maxLength, regex, required } from 'react-admin';

/** Mirrors contract/pages.ts (pageTitle, pageSlug, pageContentHtml). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const validateTitle = [required(), maxLength(200)];
export const validateSlug = [required(), maxLength(100), regex(SLUG_PATTERN, 'resources.pages.validation.slug')];
export const validateContent = [maxLength(200_000)];

/** The fields the update and add calls accept (their bodies are strict). */
export function pageBody(values: Record<string, unknown>) {
  return {
    title: String(values.title ?? '').trim(),
    slug: String(values.slug ?? '').trim(),
    contentHtml: String(values.contentHtml ?? ''),
    published: Boolean(values.published),
  };
}
