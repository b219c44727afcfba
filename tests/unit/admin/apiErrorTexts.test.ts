import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { errorReasonList, errorReasons, type ErrorReason } from '../../../contract/errorReasons.js';
import { en } from '../../../src/i18n/apiErrors.js';
import { apiErrorText } from '../../../src/i18n/apiErrorText.js';
import { de, fr, pt } from '../../../src/i18n/apiErrorTranslations.js';
import { baseEnglish } from '../../../src/i18n/base.js';
import { bareCatalogue } from '../../../src/i18n/baseTranslations.js';
import { i18nProvider } from '../../../src/i18n/index.js';
import { translatedCatalogue } from '../../../src/i18n/translations.js';

const tables = { en, de, fr, pt } as const;
/** Words src/i18n/apiErrorText.ts makes from the params, besides the params themselves. */
const derived = ['record', 'wait'];

const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((match) => match[1]!);
const lookup = (tree: object, path: string): unknown => path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], tree);

describe('the API\'s refusals, in every language of the admin', () => {
  it('docs/errors.md lists every reason', () => {
    const documented = readFileSync('docs/errors.md', 'utf8');
    expect(errorReasonList.filter((reason) => !documented.includes(`| \`${reason}\` |`))).toEqual([]);
  });

  it.each(errorReasonList)('%s has a text in en, de, fr and pt, using only its params', (reason: ErrorReason) => {
    for (const [locale, table] of Object.entries(tables)) {
      const text: unknown = table.reason[reason];
      expect(typeof text === 'string' && text.trim() !== '', `${locale} ${reason}`).toBe(true);
      const unknown = placeholders(text as string).filter((name) => !(errorReasons[reason] as readonly string[]).includes(name) && !derived.includes(name));
      expect(unknown, `${locale} ${reason}`).toEqual([]);
    }
    // Where the texts are read: the sign-in and other bare pages, and the admin.
    expect(lookup(baseEnglish, `app.api_error.reason.${reason}`)).toBe(en.reason[reason]);
    for (const locale of ['de', 'fr', 'pt'] as const) {
      expect(lookup(bareCatalogue(locale), `app.api_error.reason.${reason}`), locale).toBe(tables[locale].reason[reason]);
      expect(lookup(translatedCatalogue(locale), `app.api_error.reason.${reason}`), locale).toBe(tables[locale].reason[reason]);
    }
  });

  it('says a reason in the chosen language with its params in words, and falls back to the server\'s English for a reason it does not know', async () => {
    await i18nProvider.changeLocale('de');
    const { translate } = i18nProvider;
    try {
      const inUse = { message: 'English is used by 12 tutors, so it cannot be removed', reason: 'IN_USE', params: { label: 'English', uses: { tutors: 12 } } };
      expect(apiErrorText({ body: inUse }, translate)).toBe('„English“ wird noch verwendet (Tutoren: 12) und kann deshalb nicht entfernt werden.');
      const missing = { message: 'Subject 4, 7 not found', reason: 'NOT_FOUND', params: { resource: 'subjects', ids: [4, 7] } };
      expect(apiErrorText({ body: missing }, translate)).toBe('Fächer 4, 7 nicht gefunden.');
      const wait = { message: 'Too many attempts. Try again in 5 minutes.', reason: 'TOO_MANY_ATTEMPTS', params: { seconds: 290 } };
      expect(apiErrorText({ body: wait }, translate)).toBe('Zu viele Versuche. Versuchen Sie es in 5 Minuten erneut.');
      const bulk = {
        message: 'Tutor 12: a tutor who is pending cannot be reactivated',
        reason: 'RECORD_REFUSED',
        params: { resource: 'tutors', id: 12, cause: { reason: 'TUTOR_STATUS_MOVE', params: { status: 'pending', action: 'reactivate' } } },
      };
      expect(apiErrorText({ body: bulk }, translate)).toBe('Tutor 12: „Reaktivieren“ ist nicht möglich, solange der Tutor den Status „Ausstehend“ hat.');
      const published = { message: '"Terms" is published. ...', reason: 'REMOVAL_REFUSED', params: { resource: 'pages', rule: 'published', labels: ['Terms'] } };
      expect(apiErrorText({ body: published }, translate)).toBe(
        '„Terms“ ist veröffentlicht. Nehmen Sie die Seite zuerst offline, damit kein Link unbemerkt ins Leere führt.',
      );
      expect(apiErrorText({ body: { message: 'A newer server says so', reason: 'SOMETHING_NEW', params: {} } }, translate)).toBe('A newer server says so');
    } finally {
      await i18nProvider.changeLocale('en');
    }
  });
});
