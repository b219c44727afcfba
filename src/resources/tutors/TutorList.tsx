import { deferredPart } from '../../layout/deferredPart';
import type { TutorItem } from './records';
import { useFieldText } from '../kit/useFieldText';
import { deferredToolbar } from '../shared/list/listTools';
import { ListFrame } from '../shared/list/ListFrame';
import { listColumns } from '../shared/list/listColumns';
import { tutorFields } from './fields';
import { tutorListView } from './listView';

/** Shown only once rows are selected: its dialog loads then, not with the list. */
const TutorBulkActions = deferredPart(() => import('./TutorBulkActions').then((m) => m.TutorBulkActions));

const Toolbar = deferredToolbar(() => import('./TutorListTools').then((module) => module.tutorListTools));

/** Tutors (spec: /admin/tutors): approval status, rate, subjects; filters for every facet. */
export function TutorList() {
  const text = useFieldText('tutors', tutorFields);
  const { primary, secondary, tertiary } = tutorListView.card;
  return (
    <ListFrame<TutorItem>
      resource="tutors"
      toolbar={Toolbar}
      bulkActions={<TutorBulkActions />}
      defaults={tutorListView.defaults}
      card={{
        primary: (r) => text(primary, r),
        secondary: (r) => secondary.map((source) => text(source, r)).join(' · '),
        tertiary: (r) => text(tertiary, r),
      }}
    >
      {listColumns(tutorListView.columns)}
    </ListFrame>
  );
}
