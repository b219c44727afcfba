import { DEFAULT_PAGE_SIZE } from '../shared/people/pageSizes';
import type { ListStart } from '../listStart';

/** Tutors: the query of the list's first page and its columns, read by the list screen and by its start (./listStart.ts). */
export const tutorListView = {
  resource: 'tutors',
  defaults: { sort: { field: 'createdAt', order: 'DESC' }, perPage: DEFAULT_PAGE_SIZE },
  columns: [
    { source: 'displayName' },
    { source: 'email', kind: 'email' },
    { source: 'approvalStatus', kind: 'status' },
    { source: 'hourlyRateCents', kind: 'money', align: 'right' },
    { source: 'subjects', kind: 'count', label: 'resources.tutors.fields.subjectCount', align: 'right', sortable: false },
    { source: 'createdAt', kind: 'day' },
  ],
} satisfies Omit<ListStart, 'loadScreen'>;
