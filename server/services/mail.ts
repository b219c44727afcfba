import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../config.js';
import type { Database } from '../db/schema.js';
import type { RenderedEmail } from './emailTemplates.js';

/** What sending mail needs; the Fastify app itself fits (`app.db`, `app.config`, `app.log`). */
export interface MailContext {
  db: Kysely<Database>;
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'logMailLinks'>;
  log?: Pick<FastifyBaseLogger, 'info' | 'error'>;
}

export interface OutgoingMail extends RenderedEmail {
  to: string;
  /** The link the email carries; printed to the log only with LOG_MAIL_LINKS=true. */
  link?: string;
}

export interface QueuedMail {
  outboxId: number;
  /** Settles when SMTP delivery is over (sent or failed, recorded in the outbox); never rejects. */
  delivery: Promise<void>;
}

/**
 * Every email is first written to the `outbox` table. With SMTP_URL set it is then delivered by
 * nodemailer in the background (the caller's answer does not wait for, or reveal, the mail
 * server) and the row gets `sent_at` or `error`; without SMTP_URL the outbox is where mail stays
 * (`npm run outbox` shows it). A link in a mail is a live credential: the log gets it only when
 * the operator sets LOG_MAIL_LINKS=true.
 */
export async function sendMail(ctx: MailContext, mail: OutgoingMail): Promise<QueuedMail> {
  const { id } = await ctx.db
    .insertInto('outbox')
    .values({ toAddress: mail.to, subject: mail.subject, html: mail.html, text: mail.text, templateKey: mail.templateKey, sentAt: null, error: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (ctx.config.logMailLinks && mail.link) {
    ctx.log?.info({ to: mail.to, template: mail.templateKey, link: mail.link }, `Email "${mail.subject}" written to the outbox (link shown: LOG_MAIL_LINKS=true)`);
  } else {
    ctx.log?.info({ outboxId: id, template: mail.templateKey }, 'Email written to the outbox: npm run outbox shows it');
  }
  const delivery = ctx.config.smtpUrl ? deliver(ctx, ctx.config.smtpUrl, id, mail) : Promise.resolve();
  return { outboxId: id, delivery };
}

const transports = new Map<string, Transporter>();

function transportFor(smtpUrl: string): Transporter {
  let transport = transports.get(smtpUrl);
  if (!transport) {
    transport = nodemailer.createTransport(smtpUrl);
    transports.set(smtpUrl, transport);
  }
  return transport;
}

async function deliver(ctx: MailContext, smtpUrl: string, outboxId: number, mail: OutgoingMail): Promise<void> {
  try {
    await transportFor(smtpUrl).sendMail({ from: ctx.config.mailFrom, to: mail.to, subject: mail.subject, html: mail.html, text: mail.text });
    await ctx.db.updateTable('outbox').set({ sentAt: new Date(), error: null }).where('id', '=', outboxId).execute();
  } catch (error) {
    const message = (error as Error).message?.slice(0, 500) || 'delivery failed';
    ctx.log?.error({ outboxId, error: message }, 'email delivery failed; it stays in the outbox');
    await ctx.db
      .updateTable('outbox')
      .set({ error: message })
      .where('id', '=', outboxId)
      .execute()
      .catch(() => undefined);
  }
}
