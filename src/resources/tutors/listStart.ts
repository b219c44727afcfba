import type { ListStart } from '../listStart';
import { peopleScreen } from '../shared/people/peopleScreen';
import { tutorListView } from './listView';

/** Tutors: the list screen's code and the query of its first page. */
export const tutorListStart = {
  ...tutorListView,
  loadScreen: peopleScreen(() => import('./TutorList').then((m) => m.TutorList)),
} satisfies ListStart;
