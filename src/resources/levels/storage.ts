import type { ResourceStorage } from '../../../server/declared/storage.js';

/** The levels' table is made by a hand-written migration. */
export default { existingTable: true } satisfies ResourceStorage;
