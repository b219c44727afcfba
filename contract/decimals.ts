import type { z } from 'zod';

/** Digits after the point of a number as JSON writes it (1e-7 is written with an exponent). */
export function decimalsOf(value: number): number {
  const [digits = '', exponent = '0'] = String(value).split('e');
  const fraction = digits.split('.')[1]?.length ?? 0;
  return Math.max(0, fraction - Number(exponent));
}

/**
 * A number with at most `places` digits after the point, counted in its JSON text (no float
 * tolerance, so 5e-12 is refused as the published `multipleOf` says).
 */
export function withDecimals(schema: z.ZodNumber, places: number, message: string) {
  return schema.refine((value) => decimalsOf(value) <= places, message).meta({ multipleOf: 10 ** -places });
}
