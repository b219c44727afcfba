import { DEFAULT_PAGE_SIZE } from '../shared/people/pageSizes';
import type { ListStart } from '../listStart';
import { peopleScreen } from '../shared/people/peopleScreen';

/** Students: the list screen's code and the query of its first page. */
export const userListStart = {
  resource: 'users',
  defaults: { sort: { field: 'createdAt', order: 'DESC' }, perPage: DEFAULT_PAGE_SIZE },
  loadScreen: peopleScreen(() => import('./UserList').then((m) => m.UserList)),
  columns: [
    { source: 'displayName' },
    { source: 'email', kind: 'email' },
    { source: 'phone', sortable: false },
    { source: 'status', kind: 'status' },
    { source: 'createdAt', kind: 'day' },
  ],
} satisfies ListStart;
