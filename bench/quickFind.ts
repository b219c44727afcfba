import { maxSearchPerResource } from '../contract/search.js';
import { discoverServerModules } from '../server/declared/serverModule.js';
import { searchAllWith } from '../server/search/searchAll.js';
import { benchAdmin, type BenchServer, type ListCase } from './api.js';
import type { BenchDatabase } from './databases.js';
import { measureVariants, type SearchRow } from './search.js';

/** The palette's call as the admin sends it while typing: 5 records per resource (its default). */
const PER_RESOURCE = 5;

/**
 * The quick find (`GET /admin/search`, the admin's command palette) called for every term of the
 * search corpus and for booking numbers typed whole, as the bench's admin: every resource the admin
 * may read searched at once. Measured as the lists' search is (bench/search.ts: medians per term,
 * each call after a write, the slowest statements explained).
 */
export async function measureQuickFind(
  database: BenchDatabase,
  server: BenchServer,
  terms: readonly string[],
  ids: readonly string[],
  log: (line: string) => void,
): Promise<SearchRow> {
  const searchAll = searchAllWith(await discoverServerModules());
  const reader = { id: server.adminId, email: benchAdmin.email, displayName: 'Bench admin', userType: 'admin', userRole: 'admin', sessionId: 0 } as const;
  const quickFind: ListCase = {
    name: 'quick find',
    path: '/api/v1/admin/search',
    query: { limit: String(Math.min(PER_RESOURCE, maxSearchPerResource)) },
    run: (db, _actorId, query) => searchAll(db, reader, query.q ?? '', Number(query.limit)),
  };
  const all = [...terms, ...ids];
  log(`  quick find: ${all.length} terms...`);
  return measureVariants(database, server, quickFind, 'quick find (every resource)', all.map((term) => ({ label: term, query: { q: term } })));
}
