import type { ListStart } from '../listStart';
import { peopleScreen } from '../shared/people/peopleScreen';
import { userListView } from './listView';

/** Students: the list screen's code and the query of its first page. */
export const userListStart = {
  ...userListView,
  loadScreen: peopleScreen(() => import('./UserList').then((m) => m.UserList)),
} satisfies ListStart;
