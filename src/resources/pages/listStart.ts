import { DEFAULT_PAGE_SIZE } from '../shared/people/pageSizes';
import type { ListStart } from '../listStart';
import { peopleScreen } from '../shared/people/peopleScreen';

/** Content pages: the list screen's code and the query of its first page. */
export const pageListStart = {
  resource: 'pages',
  defaults: { sort: { field: 'title', order: 'ASC' }, perPage: DEFAULT_PAGE_SIZE },
  loadScreen: peopleScreen(() => import('./PageList').then((m) => m.PageList)),
} satisfies ListStart;
