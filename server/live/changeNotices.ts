import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.js';

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
 * Publishes a write from the transaction that makes it: PostgreSQL delivers it to the listeners when
 * the transaction commits, and never when it rolls back.
 */
export async function announceChange(trx: Transaction<Database>, notice: ChangeNotice): Promise<void> {
  await sql`select pg_notify(${CHANGES_CHANNEL}, ${JSON.stringify(notice)})`.execute(trx);
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
