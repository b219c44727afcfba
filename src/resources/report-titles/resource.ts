import { declareResource } from '../../../contract/declaration';

/** The titles a report is filed under (spec section 7). */
export default declareResource({
  name: 'report-titles',
  icon: () => import('@mui/icons-material/ReportGmailerrorred'),
  labelField: 'title',
  fields: {
    title: { kind: 'text', required: true, max: 100, unique: true, search: true, sort: true },
  },
  access: { read: 'editor', create: 'editor', update: 'editor', delete: 'editor' },
  list: { defaultSort: { field: 'title', order: 'ASC' }, inline: true },
  calls: {
    list: 'GET /admin/reportTitles',
    get: 'GET /admin/reportTitles/{id}',
    create: 'POST /admin/reportTitles/add',
    update: 'POST /admin/reportTitles/update',
    delete: 'POST /admin/reportTitles/remove',
    bulk: 'POST /admin/reportTitles/bulk',
  },
  menuOrder: 110,
  menuKey: 'i',
});
