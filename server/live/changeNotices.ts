import { sql } from 'kysely';

/** The PostgreSQL channel every API server LISTENs on (the embedded database's thread listens on it too). */
export const CHANGES_CHANNEL = 'record_changes';

/**
 * One write, as the audit trail filed it: which record, how, and by whom. The record itself is not
 * sent: a reader fetches what it may read, so NOTIFY's 8,000-byte payload limit never matters.
 */
export interface ChangeNotice {
  /** The audit entry's id: ordered, and the stream's event id (a reconnecting page resumes after it). */
  entry: number;
  /** The name the entry is filed under (`profile` for a staff member's own profile). */
  resource: string;
  id: string;
  action: string;
  actor: { id: number | null; name: string };
  at: string;
}

/**
 * The NOTIFY of a write, selected from the audit entry the same statement inserts (named `entry`:
 * its `id` and `created_at`), so that announcing costs no round trip of its own. PostgreSQL delivers
 * it to the listeners when the transaction commits, and never when it rolls back.
 */
export function announcement(write: Omit<ChangeNotice, 'entry' | 'at'>) {
  const at = sql`to_char(entry.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  const actor = sql`json_build_object('id', ${write.actor.id}::int, 'name', ${write.actor.name}::text)`;
  return sql<string>`pg_notify(${CHANGES_CHANNEL}, json_build_object('entry', entry.id, 'resource', ${write.resource}::text, 'id', ${write.id}::text, 'action', ${write.action}::text, 'actor', ${actor}, 'at', ${at})::text)`;
}

/** A notice as a listener receives it, or undefined for a payload that is not one (nothing else publishes on the channel). */
export function readNotice(payload: string): ChangeNotice | undefined {
  try {
    const value = JSON.parse(payload) as Partial<ChangeNotice>;
    if (typeof value.entry !== 'number' || typeof value.resource !== 'string' || typeof value.id !== 'string') return undefined;
    return value as ChangeNotice;
  } catch {
    return undefined;
  }
}
