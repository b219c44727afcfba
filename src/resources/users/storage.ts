import type { ResourceStorage } from '../../../server/declared/storage.js';

/** Students are accounts. */
export default { table: 'accounts' } satisfies ResourceStorage;
