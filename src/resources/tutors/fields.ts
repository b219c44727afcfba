import type { FieldDeclaration } from '../../../contract/declaration';
import { accountStatuses, tutorApprovalStatuses } from '../../../contract/values';
import { accountFields, emailVerified, signedUp } from '../shared/people/accountDeclaration';

/*
 * A tutor's fields, which the declaration (./resource.ts) lists, in the parts the screens show under
 * their own headings. Plain data: the screens and the list's description (./listView.ts) read the
 * fields here, since the declaration, which loads those screens, is no module of theirs to import.
 */

/** Set when the tutor is added; changed afterwards by the status actions, with a reason. */
export const approvalFields = {
  approvalStatus: { kind: 'choice', values: tutorApprovalStatuses, labels: 'app.people.status', sentOn: 'create', default: 'pending', sort: true, filter: true },
  status: { kind: 'choice', values: accountStatuses, labels: 'app.people.status', readOnly: true, filter: true },
  statusReason: { kind: 'longText', max: 500, readOnly: true },
  statusChangedAt: { kind: 'dateTime', readOnly: true },
  statusChangedById: { kind: 'reference', resource: 'admin-management', readOnly: true },
} as const satisfies Record<string, FieldDeclaration>;

/** The profile: about the tutor, and their teaching. */
export const aboutFields = {
  headline: { kind: 'text', max: 200, default: '' },
  bio: { kind: 'longText', max: 5000, default: '' },
  country: { kind: 'text', max: 2, case: 'upper', pattern: { regex: '[A-Z]{2}', message: 'country' } },
} as const satisfies Record<string, FieldDeclaration>;

export const teachingFields = {
  // The list filters by a rate range (`minHourlyRate`, `maxHourlyRate`, in cents) and by one subject, language or level (`subjectId`, ...).
  hourlyRateCents: { kind: 'money', min: 0, max: 1_000_000, default: 0, sort: true, filter: 'range' },
  subjectIds: { kind: 'references', resource: 'subjects', max: 50, filter: true },
  languageIds: { kind: 'references', resource: 'languages', max: 50, filter: true },
  levelIds: { kind: 'references', resource: 'levels', max: 50, filter: true },
} as const satisfies Record<string, FieldDeclaration>;

export const tutorFields = { ...accountFields, ...approvalFields, ...aboutFields, ...teachingFields, emailVerified, createdAt: signedUp };
