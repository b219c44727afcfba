import type { RaRecord } from 'react-admin';

/** The record as stored now, when a save was refused as stale (409 EDIT_CONFLICT with `current`). */
export function conflictingRecord(error: unknown): RaRecord | undefined {
  const body = (error as { body?: { code?: unknown; current?: unknown } } | null)?.body;
  const current = body?.code === 'EDIT_CONFLICT' ? body.current : undefined;
  return current && typeof current === 'object' && 'id' in current ? (current as RaRecord) : undefined;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields the other person changed: different now from the version this form opened with. */
export const theirChanges = (fields: readonly string[], opened: RaRecord, current: RaRecord): string[] =>
  fields.filter((field) => !same(opened[field], current[field]));
