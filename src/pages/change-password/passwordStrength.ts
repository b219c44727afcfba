export type Strength = 'empty' | 'weak' | 'fair' | 'good' | 'strong';

/** The server's rule (contract/auth.ts newPassword): 10 to 128 characters. */
export const MIN_PASSWORD = 10;
export const MAX_PASSWORD = 128;

/** A rough hint from length and character variety; the server only enforces the length. */
export function passwordStrength(password: string): { strength: Strength; score: number } {
  if (!password) return { strength: 'empty', score: 0 };
  const classes = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^A-Za-z0-9]/].filter((re) => re.test(password)).length;
  let score = 0;
  if (password.length >= MIN_PASSWORD) score += 1;
  if (password.length >= 14) score += 1;
  if (classes >= 3) score += 1;
  if (classes === 4 || password.length >= 20) score += 1;
  if (password.length < MIN_PASSWORD) score = 0;
  const strength: Strength = score <= 1 ? 'weak' : score === 2 ? 'fair' : score === 3 ? 'good' : 'strong';
  return { strength, score };
}
