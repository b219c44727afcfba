import { deferredPart } from '../../layout/deferredPart';
import type { TutorItem } from './records';
import { useDescribedCard } from '../shared/list/describedCard';
import { deferredToolbar } from '../shared/list/listTools';
import { ListFrame } from '../shared/list/ListFrame';
import { listColumns } from '../shared/list/listColumns';
import { tutorListView } from './listView';

/** Shown only once rows are selected: its dialog loads then, not with the list. */
const TutorBulkActions = deferredPart(() => import('./TutorBulkActions').then((m) => m.TutorBulkActions));

const Toolbar = deferredToolbar(() => import('./TutorListTools').then((module) => module.tutorListTools));

/** Tutors (spec: /admin/tutors): approval status, rate, subjects; filters for every facet. */
export function TutorList() {
  const card = useDescribedCard<TutorItem>(tutorListView.columns, tutorListView.card);
  return (
    <ListFrame<TutorItem> described={tutorListView.columns}
      resource="tutors"
      toolbar={Toolbar}
      bulkActions={<TutorBulkActions />}
      defaults={tutorListView.defaults}
      card={card}
    >
      {listColumns(tutorListView.columns)}
    </ListFrame>
  );
}
