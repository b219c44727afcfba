import type { ResourceStorage } from '../../../server/declared/storage.js';

/** Admin accounts are accounts. */
export default { table: 'accounts' } satisfies ResourceStorage;
