import { z } from 'zod';
import { text } from './text.js';

export const displayName = text(100, 'Enter a name');

/** A phone number as people type it; empty means none. */
export const phone = z
  .string()
  .max(40, 'Use at most 40 characters')
  .regex(/^[+0-9 ()\-./]*$/, 'Use digits, spaces and + ( ) - . / only')
  .trim()
  .transform((value) => (value === '' ? null : value))
  .nullable();
