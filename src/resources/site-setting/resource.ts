import { declareResource } from '../../../contract/declaration';
import { currencies, dateFormats, defaultTrashRetentionDays, maxTrashRetentionDays, socialNetworks } from '../../../contract/settings';

/**
 * The site settings: one record (spec: GET /admin/setting, POST /admin/setting/update), made with
 * these defaults on its first read and edited on one form; maintenance mode needs its message
 * (./server.ts). The menu, route, access, dataProvider row, history labels and texts follow from here.
 */
export default declareResource({
  name: 'site-setting',
  singleton: true,
  icon: () => import('@mui/icons-material/Settings'),
  labelField: 'siteName',
  fields: {
    siteName: { kind: 'text', required: true, max: 100, default: 'Tutor Admin Marketplace' },
    contactEmail: { kind: 'text', required: true, max: 254, email: true, default: 'support@example.com' },
    supportPhone: { kind: 'text', max: 30, pattern: { regex: '\\+?[0-9][0-9 ().-]{5,28}', message: 'phone' }, default: '' },
    commissionPercent: { kind: 'decimal', scale: 2, min: 0, max: 100, required: true, default: 15 },
    currency: { kind: 'choice', values: currencies, required: true, default: 'USD' },
    socialLinks: { kind: 'links', keys: socialNetworks, maxLength: 300 },
    maintenanceMode: { kind: 'boolean', required: true, default: false },
    maintenanceMessage: { kind: 'longText', max: 500, default: '' },
    dateFormat: { kind: 'choice', values: dateFormats, required: true, default: 'DD/MM/YYYY' },
    trashRetentionDays: { kind: 'integer', min: 1, max: maxTrashRetentionDays, required: true, default: defaultTrashRetentionDays },
  },
  access: { read: 'editor', update: 'editor' },
  calls: { get: 'GET /admin/setting', update: 'POST /admin/setting/update' },
  screens: { edit: () => import('./SiteSettingEdit').then((m) => ({ default: m.SiteSettingEdit })) },
  menuOrder: 80,
  menuKey: 'c',
});
