import { meetsRule, type AuthenticatedUser } from '../auth/guards.js';
import type { DB } from '../db/index.js';
import { exportSourcesWith } from '../export/exportSources.js';
import { pageOf, type ListAnswer } from '../services/listPage.js';
import { callsOf, splitCall, subsetQueryOf, type ResourceDeclaration } from '../../contract/declaration.js';
import type { SearchGroup } from '../../contract/search.js';

/**
 * Matches counted per resource: enough to say "100 or more", few enough that a common term on a
 * list of a million is found by walking the list's order, not read in full (services/listPage.ts).
 */
const countedMatches = 100;

/** A resource a search goes through: one with searched fields and a list. */
const searchable = (declaration: ResourceDeclaration) => !declaration.singleton && Object.values(declaration.fields).some((field) => field.search);

/** A record's label as its list answers it; a record with an empty label (a booking without a subject) by its id. */
function labelOf(declaration: ResourceDeclaration, item: Record<string, unknown>): string {
  const label = item[declaration.labelField];
  return label === undefined || label === null || label === '' ? `#${String(item.id)}` : String(label);
}

/** How closely a record matches a term: 0 its label is the term or its id, 1 its label starts with it, 2 it holds it elsewhere. */
function closeness(term: string): (item: SearchGroup['items'][number]) => number {
  const wanted = term.toLocaleLowerCase();
  return ({ id, label }) => {
    const text = label.toLocaleLowerCase();
    return text === wanted || String(id) === term ? 0 : text.startsWith(wanted) ? 1 : 2;
  };
}

/**
 * One search through every resource the reader may read (the command palette): each resource's own
 * list with its search, its fixed query (students among the accounts) and its row rules, read at the
 * same time; the groups with the best match first, then in menu order, those with no match left out. A list the reader may not read
 * for its rows (staff accounts for an admin) is left out, not refused.
 */
export function searchAllWith(declarations: readonly ResourceDeclaration[]) {
  const sources = exportSourcesWith(declarations);
  const resources = declarations.filter(searchable).sort((a, b) => (a.menuOrder ?? 0) - (b.menuOrder ?? 0));
  return async (db: DB, reader: AuthenticatedUser, term: string, limit: number): Promise<SearchGroup[]> => {
    const readable = resources.filter((declaration) => meetsRule(reader, declaration.access.read));
    // A whole number is also an id: that record of each resource comes first (a booking, a report).
    const asId = /^[1-9][0-9]{0,9}$/.test(term) ? { ids: term } : undefined;
    const groups = await Promise.all(
      readable.map(async (declaration): Promise<SearchGroup | undefined> => {
        const { query, source } = sources[splitCall(callsOf(declaration).list).path]!;
        const pageFor = async (asked: Record<string, string>): Promise<ListAnswer<Record<string, unknown>>> => {
          const parsed = query.safeParse({ ...subsetQueryOf(declaration), ...asked, limit: String(limit) });
          return parsed.success ? pageOf(source(db, reader, parsed.data), { ...parsed.data, countUpTo: countedMatches }) : { items: [], total: 0 };
        };
        try {
          const [byId, matching] = await Promise.all([asId ? pageFor(asId) : undefined, pageFor({ search: term })]);
          const records = [...(byId?.items ?? []), ...matching.items.filter((item) => !byId?.items.some((found) => found.id === item.id))];
          const items = records.slice(0, limit).map((item) => ({ id: Number(item.id), label: labelOf(declaration, item) }));
          return { resource: declaration.name, total: Math.max(matching.total, items.length), capped: matching.capped === true, items };
        } catch (error) {
          if ((error as { statusCode?: number }).statusCode === 403) return undefined;
          throw error;
        }
      }),
    );
    const found = groups.filter((group): group is SearchGroup => group !== undefined && group.items.length > 0);
    // Best matches first: a record whose label is the term, then one whose label starts with it (or whose id it is); the sort is stable, so menu order otherwise.
    const scoreOf = closeness(term);
    for (const group of found) group.items.sort((a, b) => scoreOf(a) - scoreOf(b));
    return found.sort((a, b) => scoreOf(a.items[0]!) - scoreOf(b.items[0]!));
  };
}
