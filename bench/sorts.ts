import { pageReachable } from '../contract/pageReach.js';
import { discoverDeclarations } from '../server/declared/discover.js';
import { sortableFields, subsetQueryOf, type ResourceDeclaration } from '../contract/declaration.js';
import { httpGet, urlOf, type BenchServer, type ListCase } from './api.js';
import type { BenchDatabase } from './databases.js';
import { measureVariants, type SearchRow, type Variant } from './search.js';

/** Terms the sorted lists are also searched for: a fragment in very many names, and the bench's rarer term. */
export const commonTerm = 'an';

/**
 * Every way the admin sorts a list: each sortable column of its declaration in both directions,
 * without a search and with each term; then, in the default sort, the pages its pagination offers at
 * its edges (the last page that starts within the first rows it reaches, the first that ends within
 * the last, and the last page; contract/pageReach.ts).
 */
export function sortVariants(declaration: ResourceDeclaration, terms: readonly string[], total: number, reach: number | undefined, perPage = 25): Variant[] {
  const sorted = sortableFields(declaration).flatMap((field) =>
    (['asc', 'desc'] as const).flatMap((dir) =>
      [undefined, ...terms].map((term) => ({ label: `${field} ${dir}${term ? ` "${term}"` : ''}`, query: { sort: field, dir, ...(term ? { search: term } : {}) } })),
    ),
  );
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const pages = Array.from({ length: lastPage }, (_, index) => index + 1);
  const opens = (page: number) => pageReachable({ page, perPage, total, reach });
  const edges = reach === undefined ? [lastPage] : [pages.filter((page) => (page - 1) * perPage < reach).at(-1), pages.find((page) => page > 1 && !opens(page - 1) && opens(page)), lastPage];
  const pageVariants = [...new Set(edges.filter((page): page is number => page !== undefined && page > 1))].map((page) => ({ label: `page ${page} of ${lastPage}`, query: { page: String(page) } }));
  return [...sorted, ...pageVariants];
}

/** Each list sorted and paged every way the admin offers (sortVariants), over loopback HTTP. */
export async function measureSorts(database: BenchDatabase, server: BenchServer, lists: readonly ListCase[], rareTerm: string, log: (line: string) => void): Promise<SearchRow[]> {
  const rows: SearchRow[] = [];
  for (const list of lists) {
    // The list's declaration, named as its page-1 case (bench/api.ts).
    const name = list.name.replace(/ page 1$/, '');
    const declaration = (await discoverDeclarations()).find((each) => each.name === name);
    if (!declaration) throw new Error(`bench/sorts.ts: no declaration for the list "${name}"`);
    // As the admin calls it: with its subset's list query (the students among the accounts).
    const unlike = Object.entries(subsetQueryOf(declaration)).filter(([key, value]) => list.query[key] !== String(value));
    if (unlike.length > 0) throw new Error(`bench/api.ts: the list "${name}" is not called as the admin calls it (${unlike.map(([key, value]) => `${key}=${String(value)}`).join(', ')})`);
    const first = JSON.parse(Buffer.from(await httpGet(server, urlOf(list))).toString('utf8')) as { data: { total: number; reach?: number } };
    const variants = sortVariants(declaration, [commonTerm, rareTerm], first.data.total, first.data.reach);
    log(`  sort: ${name}, ${variants.length} ways...`);
    rows.push(await measureVariants(database, server, list, name, variants));
  }
  return rows;
}
