import type { Migration } from 'kysely/migration';
import * as core from './0001_core.js';
import * as marketplace from './0002_marketplace.js';

/**
 * Every migration, by name. Names sort in the order they run; add a new file and one line here.
 * Migrations are imported statically so that the bundle-free server needs no file-system scan.
 */
export const migrations: Record<string, Migration> = {
  '0001_core': core,
  '0002_marketplace': marketplace,
};
