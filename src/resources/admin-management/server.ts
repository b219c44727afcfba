import type { DeclaredServerModule } from '../../../server/declared/serverModule.js';
import { accountWrites } from '../../../server/services/accountWrites.js';
import { restoreAccount } from '../../../server/services/users.js';

// The calls of admin accounts are the accounts' own (src/resources/users/server.ts).

/** A deleted admin account comes back from the trash as the account it still is (server/services/users.ts). */
export const restoreRecord: DeclaredServerModule['restoreRecord'] = (trx, id, actor) => restoreAccount(trx, 'admin-management', id, actor);

/** An import writes admin accounts as their calls do (server/services/accountWrites.ts). */
export const ownWrites: DeclaredServerModule['ownWrites'] = accountWrites('admin-management');
