import rewritePattern from 'regexpu-core';
import { wholePattern, type TextField } from '../../contract/declaration.js';

/**
 * A text field's whole pattern as the server checks it, without flags. OpenAPI publishes a pattern
 * as JSON Schema does, with no flags, so a field with `case` (letters in either case: the `i` flag of
 * `wholePattern`) would be published as upper-case or lower-case only, and a client or fuzzer going
 * by the document would take "summer25" for a value the server refuses. Here the case-insensitivity
 * is spelled out in the pattern itself (`[A-Z0-9]+` becomes `[0-9A-Za-z]+`), by regexpu-core.
 */
export function flaglessPattern(field: Pick<TextField, 'pattern' | 'case'>): RegExp | undefined {
  const pattern = wholePattern(field);
  if (!pattern?.flags) return pattern;
  const unanchored = pattern.source.slice(1, -1); // wholePattern's source is ^(?:...)$
  return new RegExp(`^${rewritePattern(`(?${pattern.flags}:${unanchored})`, '', { modifiers: 'transform' })}$`);
}
