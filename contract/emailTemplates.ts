import { z } from 'zod';
import { envelope, isoDateTime, listEnvelope, listQuery } from './common.js';
import { text } from './text.js';

export const emailTemplateSummary = z.object({
  id: z.number().int(),
  /** Stable name the server sends the template by (reset_password, verify_email, ...). */
  key: z.string(),
  name: z.string(),
  description: z.string(),
  subject: z.string(),
  /** The `{{variables}}` this template may use. */
  variables: z.array(z.string()),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export const emailTemplate = emailTemplateSummary.extend({ bodyHtml: z.string() });
export type EmailTemplate = z.infer<typeof emailTemplate>;
export type EmailTemplateSummary = z.infer<typeof emailTemplateSummary>;

export const emailTemplateSortable = ['name', 'key', 'updatedAt', 'id'] as const;
export const emailTemplateListQuery = listQuery(emailTemplateSortable, 'name');
export const emailTemplateListEnvelope = listEnvelope(emailTemplateSummary);
export const emailTemplateEnvelope = envelope(emailTemplate);

export const emailSubject = z
  .string()
  .max(200, 'Use at most 200 characters')
  .regex(/\S/, 'Enter a subject')
  .regex(/^[^\r\n]*$/, 'The subject must be a single line')
  .trim();
export const emailBodyHtml = z
  .string()
  .min(1, 'Enter the message body')
  .max(100_000, 'The body is too long (at most 100,000 characters)')
  .regex(/\S/, 'Enter the message body');

export const emailTemplateUpdateBody = z
  .object({
    name: text(100, 'Enter a name').optional(),
    description: text(500).optional(),
    subject: emailSubject,
    bodyHtml: emailBodyHtml,
  })
  .strict();

/** A draft to preview; fields left out are taken from the stored template. */
export const emailTemplatePreviewBody = z.object({ subject: emailSubject, bodyHtml: emailBodyHtml }).partial().strict();
export const emailTemplatePreview = z.object({
  subject: z.string(),
  /** Sanitised HTML with sample values filled in. */
  html: z.string(),
  sampleValues: z.record(z.string(), z.string()),
});
export const emailTemplatePreviewEnvelope = envelope(emailTemplatePreview);
