import type { Kysely } from 'kysely';
import { emailTemplateSeeds } from '../db/seed/emailTemplates.js';
import type { Database } from '../db/schema.js';
import { isLinkVariable, renderEmailBody } from './emailBody.js';
import { escapeHtml, renderTemplateText } from './templateText.js';

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
 * HTML-escaped in the body, and a link goes only where the server puts it (./emailBody.ts). A
 * template missing from the database falls back to its seed text.
 */
export async function renderEmailTemplate(db: Kysely<Database>, key: string, values: Record<string, string>): Promise<RenderedEmail> {
  const stored = await db.selectFrom('emailTemplates').select(['subject', 'bodyHtml']).where('key', '=', key).executeTakeFirst();
  const template = stored ?? emailTemplateSeeds.find((seed) => seed.key === key);
  if (!template) throw new Error(`No email template with key ${key}`);
  const subject = renderEmailSubject(template.subject, values);
  const body = renderEmailBody(template.bodyHtml, values);
  return { templateKey: key, subject, html: emailDocument(subject, body), text: htmlToText(body) };
}

/** One line of text; a link variable stays empty there: a subject is no place for a live link. */
export function renderEmailSubject(subject: string, values: Record<string, string>): string {
  const withoutLinks = Object.fromEntries(Object.entries(values).filter(([name]) => !isLinkVariable(name)));
  return renderTemplateText(subject, withoutLinks).replace(/[\r\n]+/g, ' ').trim();
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
