import type { ResourceStorage } from '../../../server/declared/storage.js';

/** Transactions are the rows of bookings, a table made by a hand-written migration. */
export default { table: 'bookings', existingTable: true } satisfies ResourceStorage;
