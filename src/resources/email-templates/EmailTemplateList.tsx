import { DataTable, TextArrayField, type Identifier } from 'react-admin';
import { formatDateTime } from '../../format/date';
import { DayField } from '../shared/people/fields';
import { SearchFilter } from '../shared/catalogue/SearchFilter';
import { useResourcePaths } from '../paths';
import { ListFrame } from '../shared/catalogue/ListFrame';

interface TemplateRow {
  id: Identifier;
  key: string;
  name: string;
  description: string;
  subject: string;
  variables: string[];
  updatedAt: string;
}

const filters = [<SearchFilter key="q" source="q" alwaysOn />];

/** /admin/email-templates; sortable on the API's allowlist (name, key, updatedAt, id). */
export function EmailTemplateList() {
  const paths = useResourcePaths('email-templates');
  return (
    <ListFrame<TemplateRow>
      resource="email-templates"
      filters={filters}
      sort={{ field: 'name', order: 'ASC' }}
      exportColumns={[
        { label: 'app.content.id', value: (r) => r.id },
        { label: 'resources.email-templates.fields.key', value: (r) => r.key },
        { label: 'resources.email-templates.fields.name', value: (r) => r.name },
        { label: 'resources.email-templates.fields.subject', value: (r) => r.subject },
        { label: 'resources.email-templates.fields.variables', value: (r) => r.variables.join(' ') },
        { label: 'resources.email-templates.fields.updatedAt', value: (r) => formatDateTime(r.updatedAt) },
      ]}
      primaryText={(r) => r.name}
      secondaryText={(r) => r.subject}
      rowClick={(id) => paths.edit(id)}
    >
      <DataTable.Col source="name" />
      <DataTable.Col source="key" />
      <DataTable.Col source="subject" disableSort />
      <DataTable.Col source="variables" disableSort>
        <TextArrayField source="variables" />
      </DataTable.Col>
      <DataTable.Col source="updatedAt">
        <DayField source="updatedAt" showTime />
      </DataTable.Col>
    </ListFrame>
  );
}
