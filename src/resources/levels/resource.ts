import { declareResource } from '../../../contract/declaration';

/** Levels, the spec's education titles (spec section 7), in a hand-kept order: any signed-in account reads them for the tutor forms. */
export default declareResource({
  name: 'levels',
  icon: () => import('@mui/icons-material/School'),
  labelField: 'name',
  fields: {
    name: { kind: 'text', required: true, max: 100, unique: true, search: true, sort: true },
    code: { kind: 'text', max: 20, unique: true, pattern: { regex: '[a-z0-9]+(-[a-z0-9]+)*', message: 'code' } },
    sortOrder: { kind: 'integer', required: true, min: 0, max: 1_000_000, sort: true, position: true },
  },
  access: { read: 'signedIn', create: 'editor', update: 'editor', delete: 'editor' },
  list: { defaultSort: { field: 'sortOrder', order: 'ASC' }, inline: true },
  calls: {
    list: 'GET /tutor/getEducationTitle',
    create: 'POST /admin/levels/add',
    update: 'POST /admin/levels/update',
    delete: 'POST /admin/levels/remove',
  },
  menuOrder: 100,
  menuKey: 'v',
});
