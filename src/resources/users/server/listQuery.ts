import { userTypeFilter } from '../../../../contract/users.js';
import { ascendingByDefault, listQueryOf } from '../../../../server/declared/listQuery.js';
import users from '../resource.js';

/**
 * GET /admin/user, the accounts list of students and of admin accounts: the students' declared
 * sorts and filters (./resource.ts; admin accounts declare the same), and its own selector of kinds
 * of account, which each screen fixes (its declaration's `subset.listAs`).
 */
export const accountListQuery = listQueryOf(users, { ...ascendingByDefault, userType: userTypeFilter.optional() });
