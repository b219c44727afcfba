import { deferredPart } from '../../layout/deferredPart';
import { useTranslate } from 'react-admin';
import type { TutorItem } from '../../../contract/tutors';
import { useNumberFormat } from '../../format/numbers';
import { deferredToolbar } from '../shared/list/listTools';
import { ListFrame } from '../shared/list/ListFrame';
import { listColumns } from '../shared/list/listColumns';
import { tutorListView } from './listView';

/** Shown only once rows are selected: its dialog loads then, not with the list. */
const TutorBulkActions = deferredPart(() => import('./TutorBulkActions').then((m) => m.TutorBulkActions));

const Toolbar = deferredToolbar(() => import('./TutorListTools').then((module) => module.tutorListTools));

/** Tutors (spec: /admin/tutors): approval status, rate, subjects; filters for every facet. */
export function TutorList() {
  const translate = useTranslate();
  const numbers = useNumberFormat();
  return (
    <ListFrame<TutorItem>
      resource="tutors"
      toolbar={Toolbar}
      bulkActions={<TutorBulkActions />}
      defaults={tutorListView.defaults}
      card={{
        primary: (r) => r.displayName,
        secondary: (r) => `${r.email} · ${numbers.money(r.hourlyRateCents)}`,
        tertiary: (r) => translate(`app.people.status.${r.approvalStatus}`),
      }}
    >
      {listColumns(tutorListView.columns)}
    </ListFrame>
  );
}
