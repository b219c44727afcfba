import { DataTable, TextArrayField } from 'react-admin';
import type { EmailTemplateSummary } from '../../../contract/emailTemplates';
import { DayField } from '../shared/people/fields';
import { deferredToolbar } from '../shared/list/listTools';
import { ListFrame } from '../shared/list/ListFrame';
import { emailTemplateListStart } from './listStart';

const Toolbar = deferredToolbar(() => import('./EmailTemplateListTools').then((module) => module.emailTemplateListTools));

/** /admin/email-templates; sortable on the API's allowlist (name, key, updatedAt, id). */
export function EmailTemplateList() {
  return (
    <ListFrame<EmailTemplateSummary>
      resource="email-templates"
      toolbar={Toolbar}
      defaults={emailTemplateListStart.defaults}
      card={{ primary: (r) => r.name, secondary: (r) => r.subject }}
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
