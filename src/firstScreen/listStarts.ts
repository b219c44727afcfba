import { adminListStart } from '../resources/admin-management/listStart';
import { declarations } from '../resources/declared';
import { listStartOf } from '../resources/kit/listStart';
import type { ListStart } from '../resources/listStart';
import { reportListStart } from '../resources/reports/listStart';
import { transactionListStart } from '../resources/transactions/listStart';
import { tutorListStart } from '../resources/tutors/listStart';
import { userListStart } from '../resources/users/listStart';

/** The lists whose screen code and first page the entry requests when one of them is the first screen. */
export const listStarts: readonly ListStart[] = [
  tutorListStart,
  userListStart,
  transactionListStart,
  reportListStart,
  adminListStart,
  // A declared list with a hand-written screen may read other defaults: it loads as the other screens do.
  ...declarations.filter((declaration) => !declaration.screens?.list).map(listStartOf),
];
