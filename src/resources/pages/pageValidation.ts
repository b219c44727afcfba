import { useDeclaredValidators } from '../kit/useDeclaredValidators';

/** The page form's client validation, derived from the declaration (./resource.ts) the server checks too. */
export const usePageValidators = () => useDeclaredValidators(['title', 'slug', 'contentHtml']);

/** The fields the update and add calls accept (their bodies are strict). */
export function pageBody(values: Record<string, unknown>) {
  return {
    title: String(values.title ?? '').trim(),
    slug: String(values.slug ?? '').trim(),
    contentHtml: String(values.contentHtml ?? ''),
    published: Boolean(values.published),
  };
}
