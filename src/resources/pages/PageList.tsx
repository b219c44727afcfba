import {
  BooleanField,
  DataTable,
  NullableBooleanInput,
  type Identifier,
} from 'react-admin';
import { SearchFilter } from '../shared/catalogue/SearchFilter';
import { useResourcePaths } from '../paths';
import { yesNo } from '../shared/export/valueLabels';
import { ListFrame } from '../shared/catalogue/ListFrame';
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
        { field: 'id', label: 'app.content.id' },
        { field: 'title', label: 'resources.pages.fields.title' },
        { field: 'slug', label: 'resources.pages.fields.slug' },
        { field: 'published', label: 'resources.pages.fields.published', values: yesNo },
        { field: 'updatedAt', label: 'resources.pages.fields.updatedAt' },
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
