import { DEFAULT_PAGE_SIZE } from '../shared/people/pageSizes';
import type { ListStart } from '../listStart';
import { peopleScreen } from '../shared/people/peopleScreen';

/** Tutors: the list screen's code and the query of its first page. */
export const tutorListStart = {
  resource: 'tutors',
  defaults: { sort: { field: 'createdAt', order: 'DESC' }, perPage: DEFAULT_PAGE_SIZE },
  loadScreen: peopleScreen(() => import('./TutorList').then((m) => m.TutorList)),
  columns: [
    { source: 'displayName' },
    { source: 'email', kind: 'email' },
    { source: 'approvalStatus', kind: 'status' },
    { source: 'hourlyRateCents', kind: 'money', align: 'right' },
    { source: 'subjects', kind: 'count', label: 'resources.tutors.fields.subjectCount', align: 'right', sortable: false },
    { source: 'createdAt', kind: 'day' },
  ],
} satisfies ListStart;
