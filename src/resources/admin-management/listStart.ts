import type { ListStart } from '../listStart';
import { peopleScreen } from '../shared/people/peopleScreen';
import { adminListView } from './listView';

/** Admin accounts: the list screen's code and the query of its first page. */
export const adminListStart = {
  ...adminListView,
  loadScreen: peopleScreen(() => import('./AdminList').then((m) => m.AdminList)),
} satisfies ListStart;
