import type { ListStart } from '../listStart';
import { peopleScreen } from '../shared/people/peopleScreen';
import { reportListView } from './listView';

/** Reports: the list screen's code and the query of its first page. */
export const reportListStart = {
  ...reportListView,
  loadScreen: peopleScreen(() => import('./ReportList').then((m) => m.ReportList)),
} satisfies ListStart;
