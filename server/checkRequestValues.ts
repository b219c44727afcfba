import type { FastifyRequest } from 'fastify';
import { badRequest, onField, refusal } from './errors.js';

/** No request of the API nests deeper than a few levels; this leaves room and stops stack-deep bodies. */
export const MAX_NESTING_DEPTH = 32;

type Finding = { kind: 'nul'; path: string } | { kind: 'depth' };

/**
 * Walks a parsed value without recursion (a body nested thousands of levels deep must not overflow
 * the stack here or in anything after it) and reports the first NUL character or excess depth.
 */
function inspect(root: unknown, rootPath: string): Finding | undefined {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value: root, path: rootPath, depth: 0 }];
  while (stack.length > 0) {
    const { value, path, depth } = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return { kind: 'nul', path };
      continue;
    }
    if (!value || typeof value !== 'object') continue;
    if (depth >= MAX_NESTING_DEPTH) return { kind: 'depth' };
    const entries = Array.isArray(value) ? value.map((item, index) => [String(index), item] as const) : Object.entries(value);
    for (const [key, item] of entries) stack.push({ value: item, path: path ? `${path}.${key}` : key, depth: depth + 1 });
  }
  return undefined;
}

/**
 * preValidation hook, before the schema's own (recursive) validation: a body nested deeper than
 * MAX_NESTING_DEPTH is refused, and so is a query or body value with a NUL character, which
 * PostgreSQL text cannot hold (refused as bad input here rather than failing deep in a query).
 */
export async function checkRequestValues(request: FastifyRequest): Promise<void> {
  refuseBadValues(request.query, request.params, request.body);
}

/** The same rules for values the hook cannot see: the text fields of a multipart body, read in its handler. */
export function refuseBadValues(...values: unknown[]): void {
  let finding: Finding | undefined;
  for (const value of values) finding ??= inspect(value, '');
  if (finding?.kind === 'depth') {
    const why = refusal('REQUEST_TOO_DEEP', { max: MAX_NESTING_DEPTH });
    throw badRequest(`The request is nested too deeply: at most ${MAX_NESTING_DEPTH} levels`, why, onField('request', 'Nested too deeply', why));
  }
  if (finding?.kind === 'nul') {
    const why = refusal('NUL_CHARACTER');
    throw badRequest('Text may not contain the NUL character', why, onField(finding.path || 'request', 'Remove the NUL character', why));
  }
}
