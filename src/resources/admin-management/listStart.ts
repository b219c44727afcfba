import { DEFAULT_PAGE_SIZE } from '../shared/people/pageSizes';
import type { ListStart } from '../listStart';
import { peopleScreen } from '../shared/people/peopleScreen';

/** Admin accounts: the list screen's code and the query of its first page. */
export const adminListStart = {
  resource: 'admin-management',
  defaults: { sort: { field: 'displayName', order: 'ASC' }, perPage: DEFAULT_PAGE_SIZE },
  loadScreen: peopleScreen(() => import('./AdminList').then((m) => m.AdminList)),
} satisfies ListStart;
