import type { DemoSeeded, ResourceDeclaration } from '../../contract/declaration.js';

/** A resource's demo records (the default export of its folder's demo.ts), given the seed's now. */
export type DemoRecords = (now: Date, seeded: DemoSeeded) => ReadonlyArray<Record<string, unknown>>;

/**
 * What a resource folder's `demo.ts` exports. It is found by convention beside `resource.ts`
 * (discover.ts), so the admin, which imports the declaration, never carries the demo records.
 */
export interface DeclaredDemoModule {
  default?: unknown;
}

const demos = new WeakMap<ResourceDeclaration, DemoRecords>();

/** What is wrong with a folder's demo.ts for its declaration, in words that say what to change. */
export function demoModuleProblems(declaration: ResourceDeclaration, module: DeclaredDemoModule | undefined): string[] {
  if (!module) return [];
  if (declaration.subset) return ['subset: no generic table work, and demo.ts seeds the generic table: remove it'];
  if (typeof module.default !== 'function') return ["demo.ts must export default a function of the seed's now (export default function demo(now) {...})"];
  return [];
}

/** Keeps a folder's demo function for the seed. */
export function rememberDemo(declaration: ResourceDeclaration, demo: DemoRecords | undefined): void {
  if (demo) demos.set(declaration, demo);
}

/** The resource's demo records function, or nothing when its folder has no demo.ts. */
export const demoOf = (declaration: ResourceDeclaration): DemoRecords | undefined => demos.get(declaration);
