import { currencies, dateFormats } from '../../../contract/settings';

/** The currencies and date formats read as they are written, in every language. */
const asWritten = <V extends string>(values: readonly V[]) => Object.fromEntries(values.map((value): [V, string] => [value, value])) as Record<V, string>;
export const settingValues = { currency: asWritten(currencies), dateFormat: asWritten(dateFormats) };

/** Strings under `resources.site-setting` (the lead merges them). */
export const en = {
  name: 'Site setting |||| Site settings',
  fields: {
    siteName: 'Site name',
    contactEmail: 'Contact email',
    supportPhone: 'Support phone',
    commissionPercent: 'Commission (%)',
    currency: 'Currency',
    dateFormat: 'Default date format',
    socialLinks: {
      facebook: 'Facebook',
      x: 'X (Twitter)',
      instagram: 'Instagram',
      linkedin: 'LinkedIn',
      youtube: 'YouTube',
    },
    maintenanceMode: 'Maintenance mode',
    maintenanceMessage: 'Maintenance message',
    trashRetentionDays: 'Days in the trash',
    updatedAt: 'Updated',
  },
  sections: { general: 'General', money: 'Money and dates', social: 'Social links', maintenance: 'Maintenance', trash: 'Trash' },
  help: {
    social: 'A full https:// address, or empty',
    maintenanceMode: 'While on, the public site shows the maintenance message',
    maintenanceMessage: 'Required while maintenance mode is on',
    trashRetentionDays: 'A deleted record can be restored for this many days, then it is removed for good (1 to 3650)',
  },
  values: settingValues,
  validation: {
    phone: 'Use digits, spaces and + ( ) . - only, for example +1 555 010 0200',
    maintenanceMessage: 'Enter the message visitors see while the site is in maintenance',
  },
  notifications: {
    updated: 'Site settings saved',
  },
};
