import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors.js';

function findNul(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findNul(item, `${path}.${index}`);
      if (found) return found;
    }
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = findNul(item, path ? `${path}.${key}` : key);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * preValidation hook: PostgreSQL text cannot hold the NUL character, so a query or body value with
 * one is refused as bad input here rather than failing deep in a query.
 */
export async function rejectNulCharacters(request: FastifyRequest): Promise<void> {
  const field = findNul(request.query, '') ?? findNul(request.params, '') ?? findNul(request.body, '');
  if (field !== undefined) {
    throw badRequest('Text may not contain the NUL character', { [field || 'request']: 'Remove the NUL character' });
  }
}
