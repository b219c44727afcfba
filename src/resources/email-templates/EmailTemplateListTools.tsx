import type { EmailTemplateSummary } from '../../../contract/emailTemplates';
import { SearchFilter } from '../shared/people/filters/SearchFilter';
import type { ListTools } from '../shared/list/listTools';

const useTemplateFilters = () => [<SearchFilter key="q" source="q" alwaysOn />];

const exportColumns: ListTools<EmailTemplateSummary>['exportColumns'] = [
  { field: 'id', label: 'app.content.id' },
  { field: 'key', label: 'resources.email-templates.fields.key' },
  { field: 'name', label: 'resources.email-templates.fields.name' },
  { field: 'subject', label: 'resources.email-templates.fields.subject' },
  { field: 'variables', label: 'resources.email-templates.fields.variables' },
  { field: 'updatedAt', label: 'resources.email-templates.fields.updatedAt' },
];

/** Search and CSV export of the email templates list, loaded after its first rows. */
export const emailTemplateListTools: ListTools<EmailTemplateSummary> = { useFilters: useTemplateFilters, exportColumns };
