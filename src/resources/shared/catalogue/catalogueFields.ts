import { maxLength, regex, required, type Validator } from 'react-admin';

/** One editable text field of a quick list record (`name`, `title`, a language `code`). */
export interface CatalogueField {
  source: string;
  required: boolean;
  validate: Validator[];
}

/** The names and titles of the catalogues: 1-100 characters, as the server's zod rules say. */
export const labelField = (source: string, max = 100): CatalogueField => ({
  source,
  required: true,
  validate: [required(), maxLength(max)],
});

/** Optional code, mirroring contract/catalogues.ts: at most 20 characters matching `pattern`. */
export const codeField = (pattern: RegExp, message: string, source = 'code'): CatalogueField => ({
  source,
  required: false,
  validate: [maxLength(20), regex(pattern, message)],
});
