import { sql } from 'kysely';
import { tableOf } from '../../src/resources/kit/declaration.js';
import type { DB } from '../db/index.js';
import { sanitizeHtml } from '../services/sanitizeHtml.js';
import { contractOf } from './contract.js';
import { discoverDeclarations } from './discover.js';
import { columnValues, untyped } from './records.js';

/**
 * The demo records of every declared resource (its `demo(now)`), into tables that are still empty.
 * Each row goes through the resource's create contract, so a demo row the API would refuse fails the seed.
 */
export async function seedDeclaredResources(db: DB, now = new Date()): Promise<void> {
  for (const declaration of await discoverDeclarations()) {
    const rows = declaration.demo?.(now) ?? [];
    if (rows.length === 0) continue;
    const table = tableOf(declaration);
    const { count } = await untyped(db).selectFrom(table).select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow();
    if (count > 0) continue;
    const values = rows.map((row, index) => {
      const parsed = contractOf(declaration).createBody.safeParse(row);
      if (!parsed.success) throw new Error(`Demo row ${index + 1} of src/resources/${declaration.name}/resource.ts is refused: ${parsed.error.message}`);
      const record = parsed.data as Record<string, unknown>;
      const html = Object.entries(declaration.fields).filter(([name, field]) => field.kind === 'html' && typeof record[name] === 'string');
      return columnValues(declaration, { ...record, ...Object.fromEntries(html.map(([name]) => [name, sanitizeHtml(record[name] as string)])) });
    });
    await untyped(db).insertInto(table).values(values).execute();
  }
}
