import { declareResource } from '../../../contract/declaration';

/**
 * The emails the server sends (welcome, password reset, ...), as staff edit them. The server sends
 * each by its key, so nobody adds or removes one; a template may use only its own variables
 * (checked by ./server.ts, which also renders the preview). The editor is a screen of this folder.
 */
export default declareResource({
  name: 'email-templates',
  icon: () => import('@mui/icons-material/Email'),
  labelField: 'name',
  fields: {
    name: { kind: 'text', required: true, max: 100, search: true, sort: true },
    key: { kind: 'text', readOnly: true, max: 100, search: true, sort: true },
    description: { kind: 'longText', max: 500, default: '' },
    subject: { kind: 'text', required: true, max: 200, search: true },
    bodyHtml: { kind: 'html', required: true, max: 100_000 },
    variables: { kind: 'texts', readOnly: true },
  },
  access: { read: 'editor', update: 'editor' },
  list: { defaultSort: { field: 'name', order: 'ASC' }, columns: ['name', 'key', 'subject', 'variables', 'updatedAt'], card: { secondary: 'subject' } },
  calls: {
    list: 'GET /admin/emailTemplate',
    get: 'GET /admin/emailTemplate/{id}',
    update: 'POST /admin/emailTemplate/update/{id}',
  },
  actions: { preview: 'POST /admin/emailTemplate/preview/{id}' },
  screens: { edit: () => import('./EmailTemplateEdit'), show: null },
  menuOrder: 120,
  menuKey: 'e',
});
