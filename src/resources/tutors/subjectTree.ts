import { useMemo } from 'react';
import { useGetList } from 'react-admin';
import { subjectListLimit } from '../../../contract/values';

export interface SubjectLike {
  id: number;
  name: string;
  parentId: number | null;
  sortOrder?: number;
  children?: SubjectLike[];
}

/** A subject with its depth in the tree, in display order (parents before their children). */
export interface SubjectRow {
  id: number;
  name: string;
  depth: number;
  parentId: number | null;
}

const byOrder = (a: SubjectLike, b: SubjectLike) => (a.sortOrder ?? 0) - (b.sortOrder ?? 0) || a.name.localeCompare(b.name);

/**
 * Flattens the subjects into display rows, whether the API answered the tree (`children`) or a flat
 * page (`parentId`); orphans (parent not loaded) show at the top level.
 */
export function subjectRows(items: SubjectLike[]): SubjectRow[] {
  const nested = items.some((item) => Array.isArray(item.children));
  const byParent = new Map<number | null, SubjectLike[]>();
  const collect = (item: SubjectLike) => {
    const key = nested ? null : item.parentId;
    if (!byParent.has(key)) byParent.set(key, []);
    byParent.get(key)!.push(item);
  };
  items.forEach(collect);
  const known = new Set(items.map((item) => item.id));
  const rows: SubjectRow[] = [];
  const walk = (nodes: SubjectLike[], depth: number) => {
    for (const node of [...nodes].sort(byOrder)) {
      rows.push({ id: node.id, name: node.name, depth, parentId: node.parentId });
      walk(nested ? (node.children ?? []) : (byParent.get(node.id) ?? []), depth + 1);
    }
  };
  const roots = nested
    ? items
    : items.filter((item) => item.parentId === null || !known.has(item.parentId));
  walk(roots, 0);
  return rows;
}

/** All subjects as tree rows: getSubjects with limit 500 (spec section 9). */
export function useSubjectRows() {
  const { data, isPending, error, refetch } = useGetList<SubjectLike & { id: number }>('subjects', {
    pagination: { page: 1, perPage: subjectListLimit },
    sort: { field: 'sortOrder', order: 'ASC' },
  });
  const rows = useMemo(() => subjectRows(data ?? []), [data]);
  return { rows, isPending, error, refetch };
}

/** The rows to show for a tutor's chosen subjects: each chosen subject with its ancestors for context. */
export function chosenSubjectRows(rows: SubjectRow[], chosen: readonly number[]): Array<SubjectRow & { chosen: boolean }> {
  const chosenSet = new Set(chosen);
  const parentOf = new Map(rows.map((row) => [row.id, row.parentId]));
  const keep = new Set<number>();
  for (const id of chosenSet) {
    let current: number | null | undefined = id;
    while (current != null && !keep.has(current)) {
      keep.add(current);
      current = parentOf.get(current);
    }
  }
  return rows.filter((row) => keep.has(row.id)).map((row) => ({ ...row, chosen: chosenSet.has(row.id) }));
}
