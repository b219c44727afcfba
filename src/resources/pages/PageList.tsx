import { BooleanField, DataTable } from 'react-admin';
import type { RecordOf } from '../kit/declaration';
import type pages from './resource';

type PageSummary = RecordOf<typeof pages>;
import { DayField } from '../shared/people/fields';
import { deferredToolbar } from '../shared/list/listTools';
import { ListFrame } from '../shared/list/ListFrame';
import { pageListStart } from './listStart';

const Toolbar = deferredToolbar(() => import('./PageListTools').then((module) => module.pageListTools));

/** /admin/pages: title, slug, published, last change; sortable on the API's allowlist (all of them). */
export function PageList() {
  return (
    <ListFrame<PageSummary> resource="pages" toolbar={Toolbar} defaults={pageListStart.defaults} card={{ primary: (r) => r.title, secondary: (r) => `/${r.slug}` }}>
      <DataTable.Col source="title" />
      <DataTable.Col source="slug" />
      <DataTable.Col source="published">
        <BooleanField source="published" />
      </DataTable.Col>
      <DataTable.Col source="updatedAt">
        <DayField source="updatedAt" showTime />
      </DataTable.Col>
      <DataTable.Col source="id" />
    </ListFrame>
  );
}

export default PageList;
