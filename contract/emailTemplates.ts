import { z } from 'zod';
import { envelope, isoDateTime, listEnvelope, listQuery } from './common.js';

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

export const emailTemplateSortable = ['name', 'key', 'updatedAt', 'id'] as const;
export const emailTemplateListQuery = listQuery(emailTemplateSortable, 'name');
export const emailTemplateListEnvelope = listEnvelope(emailTemplateSummary);
export const emailTemplateEnvelope = envelope(emailTemplate);

export const emailSubject = z
  .string()
  .trim()
  .min(1, 'Enter a subject')
  .max(200, 'Use at most 200 characters')
  .regex(/^[^\r\n]*$/, 'The subject must be a single line');
export const emailBodyHtml = z
  .string()
  .max(100_000, 'The body is too long (at most 100,000 characters)')
  .refine((value) => value.trim().length > 0, 'Enter the message body');

export const emailTemplateUpdateBody = z
  .object({
    name: z.string().trim().min(1, 'Enter a name').max(100, 'Use at most 100 characters').optional(),
    description: z.string().trim().max(500, 'Use at most 500 characters').optional(),
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
