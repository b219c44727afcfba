import { z } from 'zod';
import { idSchema, isoDateTime, listEnvelope, listQuery } from './common.js';

export const auditEntry = z.object({
  id: z.number().int(),
  actorId: z.number().int().nullable(),
  actorName: z.string(),
  action: z.string(),
  resource: z.string(),
  recordId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: isoDateTime,
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditListQuery = listQuery(['createdAt', 'id'] as const, 'createdAt').extend({
  resource: z.string().trim().min(1).max(60).optional(),
  recordId: z.string().trim().min(1).max(60).optional(),
  actorId: idSchema.optional(),
  action: z.string().trim().min(1).max(60).optional(),
});
export type AuditListQuery = z.infer<typeof auditListQuery>;

export const auditListEnvelope = listEnvelope(auditEntry);
