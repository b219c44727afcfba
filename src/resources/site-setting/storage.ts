import type { ResourceStorage } from '../../../server/declared/storage.js';

/** The settings are the one row of siteSettings, a table made by a hand-written migration. */
export default { table: 'siteSettings', existingTable: true } satisfies ResourceStorage;
