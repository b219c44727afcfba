import type { Kysely } from 'kysely';
import type { z } from 'zod';
import * as contract from '../../contract/emailTemplates.js';
import type { AuthenticatedUser } from '../auth/guards.js';
import { emailTemplateSeeds } from '../db/seed/emailTemplates.js';
import type { Database } from '../db/schema.js';
import { badRequest, notFound } from '../errors.js';
import { recordAudit } from './audit.js';
import { withIsoDates } from './jsonDates.js';
import { listSource } from './listPage.js';
import { sanitizeHtml } from './sanitizeHtml.js';
import { sampleValues, templateVariableErrors } from './templateVariables.js';
import { escapeHtml, renderTemplateText } from './templateText.js';

type Db = Kysely<Database>;
type Actor = Pick<AuthenticatedUser, 'id' | 'displayName'>;
const summaryColumns = ['id', 'key', 'name', 'description', 'subject', 'variables', 'createdAt', 'updatedAt'] as const;
const sortColumns = Object.fromEntries(contract.emailTemplateSortable.map((field) => [field, `emailTemplates.${field}`]));

/** One email template with its body; 404 when there is none. */
export async function findEmailTemplate(db: Db, id: number) {
  const row = await db.selectFrom('emailTemplates').select([...summaryColumns, 'bodyHtml']).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Email template');
  return withIsoDates(row);
}

/** The email templates list: its rows, order and search, for its pages and its export. */
export function emailTemplateListSource(db: Db) {
  return listSource({
    base: db.selectFrom('emailTemplates').select(summaryColumns),
    toItems: (rows) => rows.map(withIsoDates),
    options: {
      sortColumns,
      idColumn: 'emailTemplates.id',
      search: (eb, pattern) =>
        eb.or(['key', 'name', 'subject'].map((field) => eb(`emailTemplates.${field as 'key'}`, 'ilike', pattern))),
    },
  });
}

/** 400 naming every `{{variable}}` the template may not use, per field. */
function assertKnownVariables(fields: { subject?: string; bodyHtml?: string }, allowed: readonly string[]) {
  const errors = templateVariableErrors(fields, allowed);
  const first = Object.values(errors)[0];
  if (first) throw badRequest(first, errors);
}

/** Changes a template (its body sanitised; only its own variables allowed), with its audit row. */
export async function updateEmailTemplate(db: Db, actor: Actor, id: number, fields: z.infer<typeof contract.emailTemplateUpdateBody>) {
  return db.transaction().execute(async (trx) => {
    const before = await findEmailTemplate(trx, id);
    const changes = { ...fields, bodyHtml: sanitizeHtml(fields.bodyHtml) };
    assertKnownVariables(changes, before.variables);
    if (changes.bodyHtml === '') throw badRequest('The body has no content left once unsafe markup is removed', { bodyHtml: 'Enter the message body' });
    await trx.updateTable('emailTemplates').set({ ...changes, updatedAt: new Date() }).where('id', '=', id).execute();
    const after = await findEmailTemplate(trx, id);
    await recordAudit(trx, { actor, action: 'update', resource: 'email-templates', recordId: id, before, after });
    return after;
  });
}

/** A template, or an unsaved draft of it, rendered with sample values; changes nothing. */
export async function previewEmailTemplate(
  db: Db,
  context: Parameters<typeof sampleValues>[1],
  id: number,
  draftFields: z.infer<typeof contract.emailTemplatePreviewBody>,
) {
  const stored = await findEmailTemplate(db, id);
  const draft = { subject: draftFields.subject ?? stored.subject, bodyHtml: draftFields.bodyHtml ?? stored.bodyHtml };
  assertKnownVariables(draft, stored.variables);
  const values = sampleValues(stored.variables, context);
  return {
    subject: renderTemplateText(draft.subject, values, 'text'),
    html: sanitizeHtml(renderTemplateText(sanitizeHtml(draft.bodyHtml), values, 'html')),
    sampleValues: values,
  };
}

export interface RenderedEmail {
  templateKey: string;
  subject: string;
  /** A whole HTML document: the template body inside a simple, inline-styled frame. */
  html: string;
  /** The same message as plain text, for clients that do not show HTML. */
  text: string;
}

/**
 * Renders the email template `key` (as staff edited it in the admin) with `values`; values are
 * HTML-escaped in the body. A template missing from the database falls back to its seed text.
 */
export async function renderEmailTemplate(db: Kysely<Database>, key: string, values: Record<string, string>): Promise<RenderedEmail> {
  const stored = await db.selectFrom('emailTemplates').select(['subject', 'bodyHtml']).where('key', '=', key).executeTakeFirst();
  const template = stored ?? emailTemplateSeeds.find((seed) => seed.key === key);
  if (!template) throw new Error(`No email template with key ${key}`);
  const subject = renderTemplateText(template.subject, values, 'text').replace(/[\r\n]+/g, ' ').trim();
  const body = renderTemplateText(template.bodyHtml, values, 'html');
  return { templateKey: key, subject, html: emailDocument(subject, body), text: htmlToText(body) };
}

function emailDocument(subject: string, body: string): string {
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:24px 0;background:#f4f6f8">',
    '<div style="max-width:560px;margin:0 auto;padding:32px 24px;background:#ffffff;border-radius:8px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2933">',
    body,
    '</div></body></html>',
  ].join('\n');
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/** Plain text of simple email HTML: links as "label (address)", blocks as paragraphs. */
export function htmlToText(html: string): string {
  return html
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_whole, href: string, label: string) => {
      const text = label.replace(/<[^>]*>/g, '').trim();
      return text && text !== href ? `${text} (${href})` : href;
    })
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li[^>]*>/gi, '- ')
    .replace(/<\/(p|h[1-6]|li|div|tr|blockquote)>/gi, '\n\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_whole, name: string) => entities[name]!)
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
