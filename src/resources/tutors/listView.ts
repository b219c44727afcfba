import { DEFAULT_PAGE_SIZE } from '../shared/people/pageSizes';
import type { ListStart } from '../listStart';
import { declaredColumn } from '../kit/listColumn';
import type { CardDescription } from '../shared/list/describedCard';
import { tutorFields } from './fields';

type Field = keyof typeof tutorFields;

/** A declared field as its column: how it shows and whether it sorts follow from its declaration. */
const column = (source: Field) => declaredColumn('tutors', source, tutorFields[source]);

/**
 * Tutors: the query of the list's first page, its columns, its cards on a phone, its filters shown at
 * first and its CSV export's columns, read by the list screen, its toolbar and its start (./listStart.ts).
 */
export const tutorListView = {
  resource: 'tutors',
  defaults: { sort: { field: 'createdAt', order: 'DESC' } as const, perPage: DEFAULT_PAGE_SIZE },
  columns: [
    column('displayName'),
    column('email'),
    column('approvalStatus'),
    column('hourlyRateCents'),
    { source: 'subjects', kind: 'count', label: 'resources.tutors.fields.subjectCount', align: 'right', sortable: false },
    { source: 'createdAt', kind: 'day' },
  ],
  /** Each card's lines: the name; the email and the rate; the approval, at the right. */
  card: { primary: 'displayName', secondary: ['email', 'hourlyRateCents'], tertiary: ['approvalStatus'] },
  /** Filters shown before any is added (the others are in the "Add filter" menu). */
  filtersShown: ['approvalStatus'],
  /** The CSV export's columns after the id; `subjects` are their names. */
  exported: ['displayName', 'email', 'approvalStatus', 'status', 'hourlyRateCents', 'subjects', 'country', 'createdAt'],
} satisfies Omit<ListStart, 'loadScreen'> & {
  card: CardDescription<Field>;
  filtersShown: readonly string[];
  exported: readonly (Field | 'subjects' | 'createdAt')[];
};
