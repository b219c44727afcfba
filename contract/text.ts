import { z } from 'zod';

/**
 * Text as people type it. Every rule is checked on the text as sent, so the maxLength and pattern
 * that OpenAPI publishes hold for what the server takes; the server then removes surrounding
 * spaces (the document's description says so). With `blank`, text of spaces only is refused.
 */
export function text(max: number, blank?: string) {
  const sent = z.string().max(max, `Use at most ${max} characters`);
  return (blank ? sent.regex(/\S/, blank) : sent).trim();
}

/** `pattern` (anchored with ^ and $) with surrounding spaces allowed: the rule as sent, for text that is trimmed afterwards. */
export function spaced(pattern: RegExp, { optional = false } = {}): RegExp {
  const inner = pattern.source.replace(/^\^/, '').replace(/\$$/, '');
  return new RegExp(`^\\s*(?:${inner})${optional ? '?' : ''}\\s*$`, pattern.flags);
}

/** Each domain label starts and ends with a letter or digit and has at most 63 characters (RFC 1035). */
const domainLabel = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
export const emailPattern = new RegExp(`^(?!\\.)(?!.*\\.\\.)[A-Za-z0-9_'+.-]*[A-Za-z0-9_+-]@(?:${domainLabel}\\.)+[A-Za-z]{2,}$`);

/**
 * The one email rule: every email the API takes goes through it, surrounding spaces removed as from
 * any text, stored in lower case. OpenAPI publishes the pattern without `format: email`, which
 * would refuse the spaces the server takes.
 */
export const email = z
  .string()
  .max(254, 'Use at most 254 characters')
  .email({ pattern: spaced(emailPattern), message: 'Enter a valid email address' })
  .trim()
  .toLowerCase()
  .meta({ format: undefined, description: 'An email address; surrounding spaces are removed' });
