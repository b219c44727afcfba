import type { z } from 'zod';
import type { ExportableList, exportableLists } from '../../contract/export.js';
import { meetsRule } from '../auth/guards.js';
import { contractOf } from '../declared/contract.js';
import { declaredListSource } from '../declared/service.js';
import { forbidden } from '../errors.js';
import { serverModuleOf } from '../declared/serverModule.js';
import { callsOf, ownsCall, splitCall, type ResourceDeclaration } from '../../src/resources/kit/declaration.js';
import { tutorItem, tutorListQuery } from '../../contract/tutors.js';
import { accountRecord, userListQuery } from '../../contract/users.js';
import type { AuthenticatedUser } from '../auth/guards.js';
import type { DB } from '../db/index.js';
import type { ListParams, ListSource } from '../services/listPage.js';
import { tutorListSource } from '../services/tutorList.js';
import { userListSource } from '../services/users.js';

/**
 * What the export needs of a list: the list's own query schema, its item schema (whose fields are
 * the columns that may be asked for) and the list source its endpoint pages through. The list's
 * role rules live in its source (an admin asking the accounts list for staff gets the list's 403).
 */
export interface ExportSource {
  query: z.ZodType<ListParams>;
  item: z.ZodObject;
  source: (db: DB, actor: AuthenticatedUser, query: ListParams) => ListSource<unknown, Record<string, unknown>>;
}

export const exportOf = <Q extends ListParams, Row, Item extends object>(
  query: z.ZodType<Q>,
  item: z.ZodObject,
  source: (db: DB, actor: AuthenticatedUser, query: Q) => ListSource<Row, Item>,
): ExportSource => ({
  query: query as unknown as z.ZodType<ListParams>,
  item,
  source: source as unknown as ExportSource['source'],
});

/** Every list that can be exported, by its list call's path. */
const handWrittenSources: Record<(typeof exportableLists)[number], ExportSource> = {
  '/admin/user': exportOf(userListQuery, accountRecord, (db, actor, query) => userListSource(db, actor, query)),
  '/admin/tutor': exportOf(tutorListQuery, tutorItem, (db, _actor, query) => tutorListSource(db, query)),
};

/** A declared resource's list, under its read rule (an export is a read of the whole list); an own list call's from its server.ts. */
function declaredExport(declaration: ResourceDeclaration): ExportSource {
  const own = ownsCall(declaration, 'list') ? serverModuleOf(declaration).listExport : undefined;
  if (ownsCall(declaration, 'list') && !own) throw new Error(`src/resources/${declaration.name}/server.ts: its own list call needs a listExport for the CSV export`);
  if (own) {
    return {
      ...own,
      source: (db, actor, query) => {
        if (!meetsRule(actor, declaration.access.read)) throw forbidden();
        return own.source(db, actor, query);
      },
    };
  }
  const { listItem, listQuery } = contractOf(declaration);
  return exportOf(listQuery as z.ZodType<ListParams>, listItem, (db, actor, query) => {
    if (!meetsRule(actor, declaration.access.read)) throw forbidden();
    return declaredListSource(db, declaration, query as ListParams & Record<string, unknown>);
  });
}

/** Every list that can be exported, by its list call's path: the hand-written ones and each declared resource's. */
export function exportSourcesWith(declarations: readonly ResourceDeclaration[]): Record<ExportableList, ExportSource> {
  return {
    ...handWrittenSources,
    ...Object.fromEntries(declarations.filter((declaration) => !declaration.singleton).map((declaration) => [splitCall(callsOf(declaration).list).path, declaredExport(declaration)])),
  };
}
