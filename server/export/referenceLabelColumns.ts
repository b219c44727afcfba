import { z } from 'zod';
import { referenceLabelColumn, type ResourceDeclaration } from '../../contract/declaration.js';
import type { DB } from '../db/index.js';
import { tableOf } from '../declared/naming.js';
import { untyped } from '../declared/records.js';
import { referenceFields, referenceListFields } from '../declared/referenceLabels.js';
import type { ExportSource } from './exportSource.js';

type Item = Record<string, unknown>;
interface Named {
  name: string;
  target: ResourceDeclaration;
  many: boolean;
}

/** The labels of these records of one resource, by id, in one query. */
async function labelsById(db: DB, target: ResourceDeclaration, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = (await untyped(db).selectFrom(tableOf(target)).select(['id', target.labelField]).where('id', 'in', [...new Set(ids)]).execute()) as Item[];
  return new Map(rows.map((row) => [row.id as number, String(row[target.labelField])]));
}

/** Each item with the label of the record its reference names, or the labels of those its reference list names, in its order. */
async function withLabels(db: DB, items: Item[], named: Named[]): Promise<Item[]> {
  const columns = await Promise.all(
    named.map(async ({ name, target, many }) => {
      const idsOf = (item: Item): number[] => (many ? ((item[name] as number[] | undefined) ?? []) : item[name] == null ? [] : [item[name] as number]);
      const labels = await labelsById(db, target, items.flatMap(idsOf));
      const labelled = (item: Item) => idsOf(item).flatMap((id) => (labels.has(id) ? [labels.get(id)!] : []));
      return (item: Item) => [referenceLabelColumn(name), many ? labelled(item) : (labelled(item)[0] ?? null)] as const;
    }),
  );
  return items.map((item) => ({ ...item, ...Object.fromEntries(columns.map((column) => column(item))) }));
}

/**
 * A list's export with its label columns: beside each reference or reference list its items answer,
 * the label(s) of the records it names (`tutorIdLabel`: the tutor's name; `subjectIdsLabel`: "Maths;
 * Physics"), looked up a batch at a time; the same for a declared list and an own one (served by a
 * resource's server.ts), whatever table its rows come from.
 */
export function withReferenceLabels(own: ExportSource, declaration: ResourceDeclaration, all: readonly ResourceDeclaration[]): ExportSource {
  const named: Named[] = [
    ...referenceFields(declaration, all).map((field) => ({ ...field, many: false })),
    ...referenceListFields(declaration, all).map((field) => ({ ...field, many: true })),
  ].filter(({ name }) => name in own.item.shape);
  if (named.length === 0) return own;
  const labelSchemas = Object.fromEntries(named.map(({ name, many }) => [referenceLabelColumn(name), many ? z.array(z.string()) : z.string().nullable()]));
  return {
    ...own,
    item: own.item.extend(labelSchemas),
    source: (db, actor, query) => {
      const inner = own.source(db, actor, query);
      return { ...inner, toItems: async (rows) => withLabels(db, await inner.toItems(rows), named) };
    },
  };
}
