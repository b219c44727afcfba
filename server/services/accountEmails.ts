import { issueOneTimeToken, oneTimeTokenLifetimeSeconds, type OneTimePurpose } from '../auth/oneTimeTokens.js';
import type { Config } from '../config.js';
import { renderEmailTemplate } from './emailTemplates.js';
import { sendMail, type MailContext, type QueuedMail } from './mail.js';

export interface AccountEmailContext extends MailContext {
  config: MailContext['config'] & Pick<Config, 'publicUrl' | 'appName'>;
}

export interface MailRecipient {
  id: number;
  email: string;
  displayName: string;
}

/**
 * Emails a single-use link to `${PUBLIC_URL}/${path}/${token}`, rendered from template
 * `templateKey`. The link is built from the configured public URL, never from the request's Host.
 */
async function sendTokenLink(
  ctx: AccountEmailContext,
  account: MailRecipient,
  purpose: OneTimePurpose,
  templateKey: string,
  path: string,
): Promise<QueuedMail> {
  const token = await issueOneTimeToken(ctx.db, account.id, purpose);
  const link = `${ctx.config.publicUrl}/${path}/${token}`;
  const rendered = await renderEmailTemplate(ctx.db, templateKey, {
    appName: ctx.config.appName,
    displayName: account.displayName,
    link,
    expiresInMinutes: String(Math.round(oneTimeTokenLifetimeSeconds[purpose] / 60)),
  });
  return sendMail(ctx, { ...rendered, to: account.email, link });
}

export function sendPasswordResetEmail(ctx: AccountEmailContext, account: MailRecipient): Promise<QueuedMail> {
  return sendTokenLink(ctx, account, 'reset_password', 'forgot-password', 'reset-password');
}

/**
 * Sends the `verify-email` message with a link to `/verify/{token}` (two days, single use).
 * Call it after the transaction that created the account has committed; the app itself is a
 * valid context: `await sendVerificationEmail(app, account)`.
 */
/**
 * Sends an account created without a password the `set-password` message: a link to
 * `/reset-password/{token}` (two days, single use) where it chooses one, which also confirms the address.
 */
export function sendSetPasswordEmail(ctx: AccountEmailContext, account: MailRecipient): Promise<QueuedMail> {
  return sendTokenLink(ctx, account, 'set_password', 'set-password', 'reset-password');
}

export function sendVerificationEmail(ctx: AccountEmailContext, account: MailRecipient): Promise<QueuedMail> {
  return sendTokenLink(ctx, account, 'verify_email', 'verify-email', 'verify');
}
