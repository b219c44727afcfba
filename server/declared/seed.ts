import { sql } from 'kysely';
import { heldValuesOf, type DemoSeeded, type ResourceDeclaration } from '../../contract/declaration.js';
import type { DB } from '../db/index.js';
import { sanitizeHtml } from '../services/sanitizeHtml.js';
import { contractOf } from './contract.js';
import { demoOf } from './demoModule.js';
import { discoverDeclarations } from './discover.js';
import { sqlTable, tableOf } from './naming.js';
import { columnValues, untyped } from './records.js';

/** The declarations with those they refer to first, so that demo records can name seeded ones. */
function referredFirst(declarations: readonly ResourceDeclaration[]): ResourceDeclaration[] {
  const ordered: ResourceDeclaration[] = [];
  const visit = (declaration: ResourceDeclaration, path: ReadonlySet<string>) => {
    if (ordered.includes(declaration) || path.has(declaration.name)) return;
    for (const target of referredTo(declaration)) {
      const referred = declarations.find((each) => each.name === target);
      if (referred) visit(referred, new Set([...path, declaration.name]));
    }
    ordered.push(declaration);
  };
  for (const declaration of declarations) visit(declaration, new Set());
  return ordered;
}

const referredTo = (declaration: ResourceDeclaration) =>
  [...new Set(Object.values(declaration.fields).flatMap((field) => (field.kind === 'reference' || field.kind === 'references' ? [field.resource] : [])))];

/** The ids a demo may refer to: of each resource its reference fields name, as a reference to it would be checked. */
async function seededIds(db: DB, declaration: ResourceDeclaration, all: readonly ResourceDeclaration[]): Promise<DemoSeeded> {
  const ids = new Map<string, number[]>();
  for (const name of referredTo(declaration)) {
    const target = all.find((each) => each.name === name)!;
    let query = untyped(db).selectFrom(sqlTable(target)).select('id').orderBy('id').limit(100);
    for (const [column, held] of heldValuesOf(target)) query = query.where(column, 'in', held);
    ids.set(name, (await query.execute()).map((row) => row.id as number));
  }
  return {
    idsOf(resource) {
      const found = ids.get(resource);
      if (!found) throw new Error(`src/resources/${declaration.name}/demo.ts: its demo asks for ${resource} ids, but no field of it refers to ${resource}`);
      return found;
    },
  };
}

/**
 * The demo records of every declared resource (its folder's demo.ts), into tables that are still
 * empty, those referred to first. Each row goes through the resource's create contract, so a demo
 * row the API would refuse fails the seed.
 */
export async function seedDeclaredResources(db: DB, now = new Date()): Promise<void> {
  const all = await discoverDeclarations();
  for (const declaration of referredFirst(all)) {
    const demo = demoOf(declaration);
    if (!demo) continue;
    const table = tableOf(declaration);
    const { count } = await untyped(db).selectFrom(table).select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow();
    if (count > 0) continue;
    const rows = demo(now, await seededIds(db, declaration, all));
    if (rows.length === 0) continue;
    const values = rows.map((row, index) => {
      const parsed = contractOf(declaration).createBody.safeParse(row);
      if (!parsed.success) throw new Error(`Demo row ${index + 1} of src/resources/${declaration.name}/demo.ts is refused: ${parsed.error.message}`);
      const record = parsed.data as Record<string, unknown>;
      const html = Object.entries(declaration.fields).filter(([name, field]) => field.kind === 'html' && typeof record[name] === 'string');
      return columnValues(declaration, { ...record, ...Object.fromEntries(html.map(([name]) => [name, sanitizeHtml(record[name] as string)])) });
    });
    await untyped(db).insertInto(table).values(values).execute();
  }
}
