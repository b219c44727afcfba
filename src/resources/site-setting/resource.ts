import { declareResource } from '../../../contract/declaration';

/**
 * The site settings: one record (spec: GET /admin/setting, POST /admin/setting/update), edited on
 * one form. Reading and saving are calls of ./server.ts (the social links are a group no field kind
 * says, and maintenance mode needs its message); the menu, route, access, dataProvider row, history
 * labels and texts follow from here.
 */
export default declareResource({
  name: 'site-setting',
  singleton: true,
  icon: () => import('@mui/icons-material/Settings'),
  labelField: 'siteName',
  fields: {
    siteName: { kind: 'text', required: true, max: 100 },
    contactEmail: { kind: 'text', required: true, max: 254 },
    supportPhone: { kind: 'text', max: 30, default: '' },
    commissionPercent: { kind: 'decimal', scale: 2, min: 0, max: 100, required: true },
    currency: { kind: 'text', max: 3, case: 'upper', required: true },
    dateFormat: { kind: 'text', max: 10, required: true },
    maintenanceMode: { kind: 'boolean', required: true, default: false },
    maintenanceMessage: { kind: 'longText', max: 500, default: '' },
  },
  ownFields: ['socialLinks'],
  access: { read: 'editor', update: 'editor' },
  calls: { get: 'GET /admin/setting', update: 'POST /admin/setting/update' },
  ownCalls: ['get', 'update'],
  screens: { edit: () => import('./SiteSettingEdit').then((m) => ({ default: m.SiteSettingEdit })) },
  menuOrder: 80,
});
