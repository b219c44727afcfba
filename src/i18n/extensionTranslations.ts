import { textsByFolder } from './textsByFolder.js';
import * as password from '../pages/change-password/translations.js';
import * as dashboard from '../pages/dashboard/translations.js';
import * as profile from '../pages/profile/translations.js';
import * as done from '../pages/success/translations.js';
import * as content from '../resources/shared/catalogue/translations.js';
import * as exportCsv from '../resources/shared/export/translations.js';
import * as importCsv from '../resources/shared/import/translations.js';
import * as people from '../resources/shared/people/translations.js';
import * as trash from '../resources/shared/trash/translations.js';
import * as views from '../resources/shared/views/translations.js';
import type { OtherLocaleSet } from './types.js';

/** The screens' texts in German, French and Portuguese: the same folders as ./extensions.ts (a test compares them). */
export const resourceTranslations: Record<string, OtherLocaleSet> = textsByFolder(import.meta.glob<OtherLocaleSet>('../resources/*/translations.ts', { eager: true }));

export const appTranslations: Record<string, OtherLocaleSet> = {
  content,
  dashboard,
  done,
  export: exportCsv,
  import: importCsv,
  password,
  people,
  profile,
  trash,
  views,
};
