import type { FieldDeclaration } from '../../../contract/declaration';

/*
 * A tutor's profile, in the two parts the form and the detail screen show under their own headings:
 * about the tutor, and their teaching. Plain data, spread into the declaration (./resource.ts); the
 * screens loop over these parts rather than naming the fields.
 */

export const aboutFields = {
  headline: { kind: 'text', max: 200 },
  bio: { kind: 'longText', max: 5000 },
  country: { kind: 'text', max: 2, case: 'upper', pattern: { regex: '[A-Z]{2}', message: 'country' } },
} as const satisfies Record<string, FieldDeclaration>;

export const teachingFields = {
  hourlyRateCents: { kind: 'money', min: 0, max: 1_000_000, sort: true },
  subjectIds: { kind: 'references', resource: 'subjects', max: 50 },
  languageIds: { kind: 'references', resource: 'languages', max: 50 },
  levelIds: { kind: 'references', resource: 'levels', max: 50 },
} as const satisfies Record<string, FieldDeclaration>;
