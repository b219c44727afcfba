import { declareResource } from '../../../contract/declaration';

/**
 * Content pages of the marketplace's site (spec: page management), served to the public site by
 * slug while published. The editor (rich text with a preview) is a screen of this folder.
 */
export default declareResource({
  name: 'pages',
  icon: () => import('@mui/icons-material/Description'),
  labelField: 'title',
  fields: {
    title: { kind: 'text', required: true, max: 200, search: true, sort: true },
    slug: { kind: 'text', required: true, max: 100, unique: true, search: true, sort: true, pattern: { regex: '[a-z0-9]+(?:-[a-z0-9]+)*', message: 'slug' } },
    contentHtml: { kind: 'html', max: 200_000, default: '' },
    published: { kind: 'boolean', required: true, default: false, sort: true, filter: true },
  },
  access: { read: 'editor', create: 'editor', update: 'editor', delete: 'editor' },
  list: { defaultSort: { field: 'title', order: 'ASC' }, columns: ['title', 'slug', 'published', 'updatedAt', 'id'], card: { secondary: 'slug' } },
  refuseRemovalWhile: { field: 'published', message: 'published' },
  calls: {
    list: 'GET /admin/page-management',
    get: 'GET /admin/page-management/{id}',
    create: 'POST /admin/page-management/add',
    update: 'POST /admin/page-management/update/{id}',
    delete: 'POST /admin/page-management/remove',
    bulk: 'POST /admin/page-management/bulk',
  },
  publicRead: { call: 'GET /getPage', key: 'slug', live: { flag: 'published' }, fields: ['slug', 'title', 'contentHtml', 'updatedAt'] },
  screens: {
    create: () => import('./PageCreate'),
    edit: () => import('./PageEdit'),
    show: null,
  },
  menuOrder: 10,
  menuKey: 'p',
});
