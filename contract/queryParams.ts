import { z } from 'zod';
import { idSchema } from './common.js';

/** A yes/no flag in a query string: exactly `true` or `false`. */
export const queryBoolean = z.enum(['true', 'false'], { message: 'Use true or false' }).transform((value) => value === 'true');

/** A parent filter in a query string: an id, or the word `null` for records without a parent. */
export const nullableIdQuery = z.union([z.literal('null').transform(() => null), idSchema], {
  message: 'Use a record id, or null for records without a parent',
});
