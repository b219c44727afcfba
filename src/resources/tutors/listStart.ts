import { DEFAULT_PAGE_SIZE } from '../shared/people/pageSizes';
import type { ListStart } from '../listStart';
import { peopleScreen } from '../shared/people/peopleScreen';

/** Tutors: the list screen's code and the query of its first page. */
export const tutorListStart = {
  resource: 'tutors',
  defaults: { sort: { field: 'createdAt', order: 'DESC' }, perPage: DEFAULT_PAGE_SIZE },
  loadScreen: peopleScreen(() => import('./TutorList').then((m) => m.TutorList)),
} satisfies ListStart;
