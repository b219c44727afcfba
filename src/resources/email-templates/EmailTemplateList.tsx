import { DataTable, TextArrayField, type Identifier } from 'react-admin';
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
        { field: 'id', label: 'app.content.id' },
        { field: 'key', label: 'resources.email-templates.fields.key' },
        { field: 'name', label: 'resources.email-templates.fields.name' },
        { field: 'subject', label: 'resources.email-templates.fields.subject' },
        { field: 'variables', label: 'resources.email-templates.fields.variables' },
        { field: 'updatedAt', label: 'resources.email-templates.fields.updatedAt' },
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
