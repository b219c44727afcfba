import type { ExpressionBuilder } from 'kysely';
import type { AuditEntry, AuditListQuery } from '../../contract/audit.js';
import type { ResourceDeclaration } from '../../contract/declaration.js';
import type { AuthenticatedUser } from '../auth/guards.js';
import type { ReadRules } from '../auth/readRules.js';
import type { DB } from '../db/index.js';
import { refusal } from '../errors.js';
import type { Database } from '../db/schema.js';
import { withNames } from './auditNames.js';
import { filedUnder } from './auditResources.js';
import { listPage } from './listPage.js';
import { iso } from './jsonDates.js';

type Reader = Pick<AuthenticatedUser, 'id' | 'userType' | 'userRole'>;

/**
 * The audit trail, newest first by default in the admin; search matches the actor's name and the
 * action. Entries about records the reader may not read (the read rule of the records they describe,
 * `server/auth/readRules.ts`) are left out, whatever the filter; asking for one such record's history is refused as
 * reading the record is. Each entry answers the names of the records its ids refer to
 * (./auditNames.ts).
 */
export async function listAudit(
  db: DB,
  declarations: readonly ResourceDeclaration[],
  rules: ReadRules,
  reader: Reader,
  query: AuditListQuery,
): Promise<{ items: AuditEntry[]; total: number }> {
  if (query.resource && query.recordId) rules.assertMayRead(reader, query.resource, query.recordId, 'You may not read the history of this record', refusal('HISTORY_NOT_READABLE'));
  const base = db
    .selectFrom('auditLog')
    .select(['id', 'actorId', 'actorName', 'action', 'resource', 'recordId', 'before', 'after', 'revertOf', 'createdAt'])
    .where((eb: ExpressionBuilder<Database, 'auditLog'>) => {
      const conditions = [rules.readableAuditRows(reader)(eb)];
      // A record's history holds every entry about it, whatever it is filed under (./auditResources.ts).
      if (query.resource) conditions.push(eb('resource', 'in', filedUnder(query.resource)));
      if (query.recordId) conditions.push(eb('recordId', '=', query.recordId));
      if (query.actorId) conditions.push(eb('actorId', '=', query.actorId));
      if (query.action) conditions.push(eb('action', '=', query.action));
      return eb.and(conditions);
    });
  const page = await listPage(base, query, {
    sortColumns: { createdAt: 'auditLog.createdAt', id: 'auditLog.id' },
    idColumn: 'auditLog.id',
    search: (eb, pattern) => eb.or([eb('actorName', 'ilike', pattern), eb('action', 'ilike', pattern)]),
  });
  const items = page.items.map((row) => ({ ...row, createdAt: iso(row.createdAt) }));
  return { items: await withNames(db, declarations, items), total: page.total };
}
