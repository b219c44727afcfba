import { declarations } from './declared.js';
import { moduleOf } from './kit/module.js';
import type { ResourceModule } from './types.js';

/** Without a `menuOrder`, a resource goes after the spec's (which use 10, 20, ... 120). */
const LAST = 1_000;

/**
 * Every resource of the admin, in menu order, found by convention: each folder with a `resource.ts`
 * (see contract/declaration.ts and docs/adding-a-resource.md), its screens the generic ones or its own.
 * Nothing is listed here.
 */
export const resourceRegistry: ResourceModule[] = declarations
  .map(moduleOf)
  .sort((a, b) => (a.menuOrder ?? LAST) - (b.menuOrder ?? LAST) || a.name.localeCompare(b.name));
