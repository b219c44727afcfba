import { declareResource } from '../../../contract/declaration';

/** The languages tutors teach in (spec section 7): any signed-in account reads them for the tutor forms. */
export default declareResource({
  name: 'languages',
  icon: () => import('@mui/icons-material/Translate'),
  labelField: 'name',
  fields: {
    name: { kind: 'text', required: true, max: 100, unique: true, search: true, sort: true },
    code: { kind: 'text', max: 20, unique: true, pattern: { regex: '[a-z]{2,3}(-[A-Z]{2})?', message: 'code' } },
    sortOrder: { kind: 'integer', required: true, min: 0, max: 1_000_000, sort: true, position: true },
  },
  access: { read: 'signedIn', create: 'editor', update: 'editor', delete: 'editor' },
  list: { defaultSort: { field: 'name', order: 'ASC' }, inline: true },
  calls: {
    list: 'GET /tutor/getLanguages',
    create: 'POST /admin/languages/add',
    update: 'POST /admin/languages/update',
    delete: 'POST /admin/languages/remove',
  },
  menuOrder: 90,
  menuKey: 'l',
});
