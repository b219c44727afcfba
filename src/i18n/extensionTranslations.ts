import * as password from '../pages/change-password/translations.js';
import * as dashboard from '../pages/dashboard/translations.js';
import * as profile from '../pages/profile/translations.js';
import * as done from '../pages/success/translations.js';
import * as adminManagement from '../resources/admin-management/translations.js';
import * as audit from '../resources/audit/translations.js';
import * as emailTemplates from '../resources/email-templates/translations.js';
import * as languages from '../resources/languages/translations.js';
import * as levels from '../resources/levels/translations.js';
import * as pages from '../resources/pages/translations.js';
import * as reportTitles from '../resources/report-titles/translations.js';
import * as reports from '../resources/reports/translations.js';
import * as content from '../resources/shared/catalogue/translations.js';
import * as exportCsv from '../resources/shared/export/translations.js';
import * as people from '../resources/shared/people/translations.js';
import * as siteSetting from '../resources/site-setting/translations.js';
import * as subjects from '../resources/subjects/translations.js';
import * as transactions from '../resources/transactions/translations.js';
import * as tutors from '../resources/tutors/translations.js';
import * as users from '../resources/users/translations.js';
import { declaredTranslations } from '../resources/declaredTranslations.js';
import type { OtherLocaleSet } from './types.js';

/** The screens' texts in German, French and Portuguese: the same folders as ./extensions.ts (a test compares them). */
export const resourceTranslations: Record<string, OtherLocaleSet> = {
  'admin-management': adminManagement,
  audit,
  'email-templates': emailTemplates,
  languages,
  levels,
  pages,
  'report-titles': reportTitles,
  reports,
  'site-setting': siteSetting,
  subjects,
  transactions,
  tutors,
  users,
  ...declaredTranslations,
};

export const appTranslations: Record<string, OtherLocaleSet> = {
  content,
  dashboard,
  done,
  export: exportCsv,
  password,
  people,
  profile,
};
