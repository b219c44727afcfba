import { z } from 'zod';
import { idSchema, isoDateTime, listEnvelope, listQuery } from './common.js';
import { text } from './text.js';

export const auditEntry = z.object({
  id: z.number().int(),
  actorId: z.number().int().nullable(),
  actorName: z.string(),
  action: z.string(),
  resource: z.string(),
  recordId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  /** The earlier entry of the record whose values this update restored; null for any other entry. */
  revertOf: z.number().int().nullable(),
  createdAt: isoDateTime,
  /** By field, the names of the records the entry's ids refer to (`{"resolvedById": {"2": "Ada Admin"}}`); empty for a record that is gone. */
  names: z.record(z.string(), z.record(z.string(), z.string())),
  /** By field, the ids among `names` whose records are in their resource's trash (`{"languageId": ["7"]}`): deleted, still restorable. */
  trashed: z.record(z.string(), z.array(z.string())),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditListQuery = listQuery(['createdAt', 'id'] as const, 'createdAt').extend({
  resource: text(60, 'Must not be blank').optional(),
  recordId: text(60, 'Must not be blank').optional(),
  actorId: idSchema.optional(),
  action: text(60, 'Must not be blank').optional(),
});
export type AuditListQuery = z.infer<typeof auditListQuery>;

export const auditListEnvelope = listEnvelope(auditEntry);
