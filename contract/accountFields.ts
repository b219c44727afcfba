import { z } from 'zod';

export const displayName = z.string().trim().min(1, 'Enter a name').max(100, 'Use at most 100 characters');

/** A phone number as people type it; empty means none. */
export const phone = z
  .string()
  .trim()
  .max(40, 'Use at most 40 characters')
  .regex(/^[+0-9 ()\-./]*$/, 'Use digits, spaces and + ( ) - . / only')
  .transform((value) => (value === '' ? null : value))
  .nullable();
