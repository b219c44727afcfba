import { declarations } from './declared.js';
import { moduleOf } from './kit/module.js';
import type { ResourceModule } from './types.js';

/** The hand-written resources: every `src/resources/<name>/screens.ts`, whose default export is its `ResourceModule`. */
const handWritten = Object.values(import.meta.glob<ResourceModule>('./*/screens.ts', { eager: true, import: 'default' }));

/** Without a `menuOrder`, a resource goes after the spec's (which use 10, 20, ... 120). */
const LAST = 1_000;

/**
 * Every resource of the admin, in menu order, found by convention: a declared resource (a folder
 * with `resource.ts`, see kit/declaration.ts and docs/adding-a-resource.md), or a hand-written one
 * (a folder with `screens.ts` exporting a `ResourceModule`, see ./types.ts; its screens wrapped in
 * `lazyScreen`). Neither is listed here.
 */
export const resourceRegistry: ResourceModule[] = [...handWritten, ...declarations.map(moduleOf)].sort(
  (a, b) => (a.menuOrder ?? LAST) - (b.menuOrder ?? LAST) || a.name.localeCompare(b.name),
);
