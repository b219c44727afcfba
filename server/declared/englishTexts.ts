import type { ResourceDeclaration } from '../../contract/declaration.js';

/** The part of a resource's English texts (its folder's `messages.ts`) that the server's messages use. */
export interface EnglishTexts {
  /** "Language |||| Languages". */
  name?: string;
  validation?: Record<string, string>;
  fields?: Record<string, string>;
}

const byDeclaration = new WeakMap<ResourceDeclaration, EnglishTexts>();

export function rememberEnglishTexts(declaration: ResourceDeclaration, texts: EnglishTexts | undefined): void {
  if (texts) byDeclaration.set(declaration, texts);
}

/** "language", "report title": one record, as the server's English messages name it (the resource's name without its texts). */
export function recordNoun(declaration: ResourceDeclaration): string {
  const singular = byDeclaration.get(declaration)?.name?.split('||||')[0]?.trim();
  return singular ? singular.toLowerCase() : `${declaration.name} record`;
}

/** "languages", "report titles": several records, as the server's English messages name them. */
export function recordsNoun(declaration: ResourceDeclaration): string {
  const plural = byDeclaration.get(declaration)?.name?.split('||||')[1]?.trim();
  return plural ? plural.toLowerCase() : `${recordNoun(declaration)}s`;
}

/** The English text of a key under `resources.<name>.validation`, when the folder's messages.ts has it. */
export const validationText = (declaration: ResourceDeclaration, key: string): string | undefined => byDeclaration.get(declaration)?.validation?.[key];

/** "a language", "an announcement". */
export const aRecord = (declaration: ResourceDeclaration): string => `${/^[aeiou]/.test(recordNoun(declaration)) ? 'an' : 'a'} ${recordNoun(declaration)}`;

export const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
