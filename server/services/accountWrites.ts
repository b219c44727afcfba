import type { AccountsTable } from '../db/schema.js';
import type { DeclaredRecord } from '../declared/records.js';
import type { OwnWrites } from '../declared/serverModule.js';
import type { AccountUpdateBody, RegisterBody } from '../../src/resources/users/server/accountBodies.js';
import type { TutorUpdateBody } from '../../src/resources/tutors/server/contract.js';
import { findLiveAccount, toAccountRecord } from './accounts.js';
import { getTutor, updateTutor } from './tutors.js';
import { deleteAccount, registerAccount, resourceOf, updateUser } from './users.js';

type AccountResource = 'tutors' | 'users' | 'admin-management';

/** The type of account a resource's new records are when the row does not say (only admin accounts come in two). */
const typeOf = { tutors: 'tutor', users: 'user', 'admin-management': 'admin' } as const satisfies Record<AccountResource, AccountsTable['userType']>;

/**
 * One account of a people resource read and written as its calls do it (server/services/users.ts):
 * created with POST /admin/register's rules (a unique email among live accounts, staff for a
 * superAdmin only), changed with its update's, deleted to the trash. No email goes out: an imported
 * account without a password chooses one through "Forgot password".
 */
export function accountWrites(resource: AccountResource): OwnWrites {
  const read = async (db: Parameters<OwnWrites['read']>[0], id: number): Promise<DeclaredRecord | undefined> => {
    const account = await findLiveAccount(db, id);
    if (!account || resourceOf(account.userType) !== resource) return undefined;
    return (account.userType === 'tutor' ? await getTutor(db, id) : toAccountRecord(account)) as unknown as DeclaredRecord;
  };
  const written = async (db: Parameters<OwnWrites['read']>[0], id: number) => (await read(db, id))!;
  return {
    read,
    async create(db, values, actor) {
      const body = { userType: typeOf[resource], ...values } as RegisterBody;
      return written(db, (await registerAccount(db, actor, body)).id);
    },
    async update(db, id, values, ifMatch, actor) {
      if (resource === 'tutors') await updateTutor(db, actor, id, values as TutorUpdateBody, ifMatch);
      else await updateUser(db, actor, id, values as AccountUpdateBody, ifMatch);
      return written(db, id);
    },
    async remove(db, id, actor) {
      await deleteAccount(db, actor, id, resource === 'admin-management' ? undefined : typeOf[resource]);
    },
  };
}
