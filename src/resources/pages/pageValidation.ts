import type { Validator } from 'react-admin';
import { validatorsOf } from '../kit/validation';
import pages from './resource';

/** The page form's client validation, derived from the declaration (./resource.ts) the server checks too. */
const validatorsFor = (field: keyof typeof pages.fields): Validator[] => validatorsOf(pages.name, pages.fields[field], () => '');
export const validateTitle = validatorsFor('title');
export const validateSlug = validatorsFor('slug');
export const validateContent = validatorsFor('contentHtml');

/** The fields the update and add calls accept (their bodies are strict). */
export function pageBody(values: Record<string, unknown>) {
  return {
    title: String(values.title ?? '').trim(),
    slug: String(values.slug ?? '').trim(),
    contentHtml: String(values.contentHtml ?? ''),
    published: Boolean(values.published),
  };
}
