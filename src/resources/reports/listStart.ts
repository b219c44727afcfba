import { DEFAULT_PAGE_SIZE } from '../shared/people/pageSizes';
import type { ListStart } from '../listStart';
import { peopleScreen } from '../shared/people/peopleScreen';

/** Reports: the list screen's code and the query of its first page. */
export const reportListStart = {
  resource: 'reports',
  defaults: { sort: { field: 'createdAt', order: 'DESC' }, perPage: DEFAULT_PAGE_SIZE },
  loadScreen: peopleScreen(() => import('./ReportList').then((m) => m.ReportList)),
} satisfies ListStart;
