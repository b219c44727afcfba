import type { Kysely } from 'kysely';
import type { Database } from '../schema.js';

export interface EmailTemplateSeed {
  key: string;
  name: string;
  description: string;
  subject: string;
  /** Only tags the template editor keeps (p, h1, a, strong, span colour): editing changes nothing else. */
  bodyHtml: string;
  variables: string[];
}

const signature = '<p><span style="color:#52606d">The {{appName}} team</span></p>';
const linkFallback = '<p><span style="color:#52606d">If the link does not open, copy this address into your browser: {{link}}</span></p>';

export const emailTemplateSeeds: readonly EmailTemplateSeed[] = [
  {
    key: 'welcome',
    name: 'Welcome',
    description: 'Sent when an account is created for someone.',
    subject: 'Welcome to {{appName}}',
    bodyHtml: [
      '<h1>Welcome to {{appName}}</h1>',
      '<p>Hello {{displayName}},</p>',
      '<p>An account has been created for you. You can sign in with this email address.</p>',
      '<p><a href="{{link}}" rel="noopener noreferrer"><strong>Sign in to {{appName}}</strong></a></p>',
      linkFallback,
      signature,
    ].join('\n'),
    variables: ['appName', 'displayName', 'link'],
  },
  {
    key: 'verify-email',
    name: 'Verify email address',
    description: 'Asks a new account to confirm its email address. The link works once, for two days.',
    subject: 'Confirm your email address for {{appName}}',
    bodyHtml: [
      '<h1>Confirm your email address</h1>',
      '<p>Hello {{displayName}},</p>',
      '<p>Please confirm that this is your email address by opening the link below.</p>',
      '<p><a href="{{link}}" rel="noopener noreferrer"><strong>Confirm my email address</strong></a></p>',
      linkFallback,
      '<p>If you did not create an account, you can ignore this email.</p>',
      signature,
    ].join('\n'),
    variables: ['appName', 'displayName', 'link'],
  },
  {
    key: 'set-password',
    name: 'Choose a password',
    description: 'Sent to a tutor or student whose account staff created without a password. The link works once, for two days.',
    subject: 'Choose your password for {{appName}}',
    bodyHtml: [
      '<h1>Welcome to {{appName}}</h1>',
      '<p>Hello {{displayName}},</p>',
      '<p>An account has been created for you. Choose your password to sign in; this also confirms your email address.</p>',
      '<p><a href="{{link}}" rel="noopener noreferrer"><strong>Choose my password</strong></a></p>',
      '<p>The link works once, for two days.</p>',
      linkFallback,
      signature,
    ].join('\n'),
    variables: ['appName', 'displayName', 'link'],
  },
  {
    key: 'forgot-password',
    name: 'Forgot password',
    description: 'Sent when someone asks to reset their password. The link works once, for one hour.',
    subject: 'Reset your {{appName}} password',
    bodyHtml: [
      '<h1>Reset your password</h1>',
      '<p>Hello {{displayName}},</p>',
      '<p>Someone asked to reset the password of your {{appName}} account. To choose a new password, open the link below within {{expiresInMinutes}} minutes.</p>',
      '<p><a href="{{link}}" rel="noopener noreferrer"><strong>Choose a new password</strong></a></p>',
      linkFallback,
      '<p>If you did not ask for this, you can ignore this email: your password stays as it is.</p>',
      signature,
    ].join('\n'),
    variables: ['appName', 'displayName', 'link', 'expiresInMinutes'],
  },
  {
    key: 'booking-confirmed',
    name: 'Booking confirmed',
    description: 'Sent to the student when a lesson is booked and paid.',
    subject: 'Your {{subjectName}} lesson with {{tutorName}} is confirmed',
    bodyHtml: [
      '<h1>Your lesson is confirmed</h1>',
      '<p>Hello {{studentName}},</p>',
      '<p>Your <strong>{{subjectName}}</strong> lesson with <strong>{{tutorName}}</strong> is booked for <strong>{{lessonTime}}</strong> ({{durationMinutes}} minutes).</p>',
      '<p>Amount paid: {{amount}}</p>',
      '<p><a href="{{link}}" rel="noopener noreferrer">See the booking</a></p>',
      signature,
    ].join('\n'),
    variables: ['appName', 'studentName', 'tutorName', 'subjectName', 'lessonTime', 'durationMinutes', 'amount', 'link'],
  },
  {
    key: 'booking-cancelled',
    name: 'Booking cancelled',
    description: 'Sent to the student and the tutor when a lesson is cancelled.',
    subject: 'Your {{subjectName}} lesson on {{lessonTime}} was cancelled',
    bodyHtml: [
      '<h1>Your lesson was cancelled</h1>',
      '<p>Hello {{displayName}},</p>',
      '<p>The <strong>{{subjectName}}</strong> lesson of {{studentName}} with {{tutorName}} on <strong>{{lessonTime}}</strong> was cancelled.</p>',
      '<p>Reason: {{reason}}</p>',
      '<p>Any payment is refunded to the original payment method.</p>',
      '<p><a href="{{link}}" rel="noopener noreferrer">Book another lesson</a></p>',
      signature,
    ].join('\n'),
    variables: ['appName', 'displayName', 'studentName', 'tutorName', 'subjectName', 'lessonTime', 'reason', 'link'],
  },
  {
    key: 'report-received',
    name: 'Report received',
    description: 'Confirms to the reporter that the team received their report.',
    subject: 'We received your report: {{reportTitle}}',
    bodyHtml: [
      '<h1>Thank you for your report</h1>',
      '<p>Hello {{displayName}},</p>',
      '<p>We received your report <strong>{{reportTitle}}</strong> (number {{reportId}}). Our team reviews every report and will contact you if we need more details.</p>',
      '<p><a href="{{link}}" rel="noopener noreferrer">See your report</a></p>',
      signature,
    ].join('\n'),
    variables: ['appName', 'displayName', 'reportTitle', 'reportId', 'link'],
  },
];

/** Inserts the templates whose key is missing; edited templates are left as they are. */
export async function seedEmailTemplates(db: Kysely<Database>): Promise<number> {
  const result = await db
    .insertInto('emailTemplates')
    .values(emailTemplateSeeds.map((seed) => ({ ...seed, variables: JSON.stringify(seed.variables) })))
    .onConflict((oc) => oc.column('key').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}
