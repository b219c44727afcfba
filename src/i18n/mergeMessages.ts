type Tree = { [key: string]: unknown };

const isTree = (value: unknown): value is Tree =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Deep merge of message trees; later trees win. Inputs are not modified. */
export function mergeMessages<T extends object>(base: T, ...overrides: object[]): T {
  const result: Tree = { ...(base as Tree) };
  for (const override of overrides) {
    for (const [key, value] of Object.entries(override)) {
      const current = result[key];
      result[key] = isTree(current) && isTree(value) ? mergeMessages(current, value) : value;
    }
  }
  return result as T;
}
