import {
  BooleanField,
  DataTable,
  NullableBooleanInput,
  type Identifier,
} from 'react-admin';
import { SearchFilter } from '../shared/catalogue/SearchFilter';
import { useResourcePaths } from '../paths';
import { ListFrame } from '../shared/catalogue/ListFrame';
import { formatDateTime } from '../../format/date';
import { DayField } from '../shared/people/fields';

interface PageRow {
  id: Identifier;
  title: string;
  slug: string;
  published: boolean;
  updatedAt: string;
}

const filters = [
  <SearchFilter key="q" source="q" alwaysOn />,
  <NullableBooleanInput key="published" source="published" />,
];

/** /admin/pages: title, slug, published, last change; sortable on the API's allowlist (all of them). */
export function PageList() {
  const paths = useResourcePaths('pages');
  return (
    <ListFrame<PageRow>
      resource="pages"
      filters={filters}
      sort={{ field: 'title', order: 'ASC' }}
      exportColumns={[
        { label: 'app.content.id', value: (r) => r.id },
        { label: 'resources.pages.fields.title', value: (r) => r.title },
        { label: 'resources.pages.fields.slug', value: (r) => r.slug },
        { label: 'resources.pages.fields.published', value: (r) => (r.published ? 'yes' : 'no') },
        { label: 'resources.pages.fields.updatedAt', value: (r) => formatDateTime(r.updatedAt) },
      ]}
      primaryText={(r) => r.title}
      secondaryText={(r) => `/${r.slug}`}
      rowClick={(id) => paths.edit(id)}
    >
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
