import type { Subject, SubjectNode } from '../../contract/subjects.js';

export interface TreeOptions {
  /** Keep subjects whose name contains this (any case) and their ancestors. */
  search?: string | undefined;
  /** Undefined or null: the whole tree; an id: the tree under that subject. */
  parentId?: number | null | undefined;
  sort: 'name' | 'id' | 'sortOrder';
  dir: 'asc' | 'desc';
  /** The page of top-level subjects to answer, each with its whole subtree; undefined: all of them. */
  roots?: { page: number; limit: number } | undefined;
}

function comparator(sort: TreeOptions['sort'], dir: TreeOptions['dir']) {
  const sign = dir === 'asc' ? 1 : -1;
  return (a: Subject, b: Subject) => {
    const primary = sort === 'name' ? a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) : a[sort] - b[sort];
    return sign * (primary !== 0 ? primary : a.id - b.id);
  };
}

/** Subjects that match the search, with every ancestor, so the tree still leads to them. */
function keptIds(subjects: Subject[], search: string | undefined): Set<number> {
  const term = search?.trim().toLowerCase();
  if (!term) return new Set(subjects.map((subject) => subject.id));
  const byId = new Map(subjects.map((subject) => [subject.id, subject]));
  const kept = new Set<number>();
  for (const subject of subjects) {
    if (!subject.name.toLowerCase().includes(term)) continue;
    for (let node: Subject | undefined = subject; node && !kept.has(node.id); node = byId.get(node.parentId ?? -1)) {
      kept.add(node.id);
    }
  }
  return kept;
}

/**
 * Nests flat subject rows into a tree: siblings ordered by `sort`/`dir` (id breaks ties), paged by
 * its top-level subjects, `total` the number of them. Built with an explicit stack, so a chain of
 * any depth costs memory, not call stack.
 */
export function buildSubjectTree(subjects: Subject[], options: TreeOptions): { items: SubjectNode[]; total: number } {
  const kept = keptIds(subjects, options.search);
  const children = new Map<number | null, Subject[]>();
  for (const subject of subjects) {
    if (!kept.has(subject.id)) continue;
    const siblings = children.get(subject.parentId) ?? [];
    siblings.push(subject);
    children.set(subject.parentId, siblings);
  }
  const order = comparator(options.sort, options.dir);
  for (const siblings of children.values()) siblings.sort(order);
  const visited = new Set<number>();
  const nodesOf = (subjects: Subject[]): SubjectNode[] =>
    subjects.filter((subject) => !visited.has(subject.id) && visited.add(subject.id)).map((subject) => ({ ...subject, children: [] }));
  const tops = children.get(options.parentId ?? null) ?? [];
  const { page, limit } = options.roots ?? { page: 1, limit: tops.length };
  const items = nodesOf(tops.slice((page - 1) * limit, page * limit));
  const pending = [...items];
  for (let node = pending.pop(); node; node = pending.pop()) {
    node.children = nodesOf(children.get(node.id) ?? []);
    for (const child of node.children) pending.push(child);
  }
  return { items, total: tops.length };
}

/** Each subject's depth among the given ones (0 when its parent is not among them): remove deepest first. */
export function depthsWithin(subjects: ReadonlyArray<Pick<Subject, 'id' | 'parentId'>>): Map<number, number> {
  const parentOf = new Map(subjects.map((subject) => [subject.id, subject.parentId]));
  const depths = new Map<number, number>();
  for (const { id } of subjects) {
    let depth = 0;
    for (let parent = parentOf.get(id); parent != null && parentOf.has(parent) && depth < subjects.length; parent = parentOf.get(parent)) {
      depth += 1;
    }
    depths.set(id, depth);
  }
  return depths;
}
