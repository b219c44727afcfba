import type { Identifier } from 'react-admin';

export interface SubjectNode {
  id: Identifier;
  name: string;
  parentId: Identifier | null;
  sortOrder?: number;
  tutorCount?: number;
  /** Tutors of this subject or any below it, each once (asked for with `subtreeCounts`). */
  subtreeTutorCount?: number;
  childCount?: number;
  children?: SubjectNode[];
}

/**
 * The tree from `GET /tutor/getSubjects`: nested already (its default answer), or built from a
 * flat list by parentId. Orphans (parent not in the list) become roots.
 */
export function buildTree(items: SubjectNode[]): SubjectNode[] {
  if (items.some((item) => Array.isArray(item.children))) return items;
  const byId = new Map(items.map((item) => [item.id, { ...item, children: [] as SubjectNode[] }]));
  const roots: SubjectNode[] = [];
  for (const node of byId.values()) {
    const parent = node.parentId == null ? undefined : byId.get(node.parentId);
    (parent ? parent.children! : roots).push(node);
  }
  return roots;
}

/** Every node, depth first, with its depth. */
export function flatten(nodes: SubjectNode[], depth = 0): Array<{ node: SubjectNode; depth: number }> {
  return nodes.flatMap((node) => [{ node, depth }, ...flatten(node.children ?? [], depth + 1)]);
}

/** The ids of a node and all its descendants: the parents a move must not choose. */
export function selfAndDescendants(node: SubjectNode): Set<Identifier> {
  return new Set(flatten([node]).map((entry) => entry.node.id));
}

const matches = (node: SubjectNode, needle: string) => node.name.toLocaleLowerCase().includes(needle);

/**
 * What a search shows: the subjects whose name contains `term` (any case) with their ancestors,
 * still nested, so each match is seen under its parents (as the API's tree search does).
 */
export function filterTree(nodes: SubjectNode[], term: string): SubjectNode[] {
  const needle = term.trim().toLocaleLowerCase();
  if (!needle) return nodes;
  const keep = (node: SubjectNode): SubjectNode[] => {
    const children = (node.children ?? []).flatMap(keep);
    return matches(node, needle) || children.length > 0 ? [{ ...node, children }] : [];
  };
  return nodes.flatMap(keep);
}

/** How many subjects of the tree a search matches (every subject when there is no search). */
export function countMatches(nodes: SubjectNode[], term: string): number {
  const needle = term.trim().toLocaleLowerCase();
  return flatten(nodes).filter(({ node }) => !needle || matches(node, needle)).length;
}
