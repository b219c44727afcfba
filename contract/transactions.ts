import { z } from 'zod';
import { envelope, idSchema, isoDateTime, listEnvelope } from './common.js';
import { paymentStatuses } from './values.js';

export { paymentStatuses };

export const paymentStatus = z.enum(paymentStatuses);

/** A booking as lists show it. `id` equals `bookingId`. Names are as they were when booked. */
export const transactionItem = z.object({
  id: z.number().int(),
  bookingId: z.number().int(),
  studentId: z.number().int(),
  studentName: z.string(),
  tutorId: z.number().int(),
  tutorName: z.string(),
  subjectId: z.number().int().nullable(),
  subjectName: z.string(),
  lessonAt: isoDateTime,
  durationMinutes: z.number().int(),
  amountCents: z.number().int(),
  platformFeeCents: z.number().int(),
  /** amountCents - platformFeeCents: what the tutor receives. */
  netCents: z.number().int(),
  currency: z.string(),
  paymentStatus,
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type TransactionItem = z.infer<typeof transactionItem>;

const person = z.object({
  id: z.number().int(),
  /** The name today (the booking keeps the name at booking time). */
  displayName: z.string(),
  email: z.string(),
  /** True when the account was deleted; its bookings stay readable. */
  deleted: z.boolean(),
});

export const transactionDetail = transactionItem.extend({
  student: person,
  tutor: person,
});
export type TransactionDetail = z.infer<typeof transactionDetail>;

export const transactionParams = z.object({ bookingId: idSchema });
export const transactionListEnvelope = listEnvelope(transactionItem);
export const transactionEnvelope = envelope(transactionDetail);
