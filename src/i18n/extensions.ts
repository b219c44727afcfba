import * as password from '../pages/change-password/messages.js';
import * as dashboard from '../pages/dashboard/messages.js';
import * as profile from '../pages/profile/messages.js';
import * as done from '../pages/success/messages.js';
import * as adminManagement from '../resources/admin-management/messages.js';
import * as audit from '../resources/audit/messages.js';
import * as emailTemplates from '../resources/email-templates/messages.js';
import * as languages from '../resources/languages/messages.js';
import * as levels from '../resources/levels/messages.js';
import * as pages from '../resources/pages/messages.js';
import * as reportTitles from '../resources/report-titles/messages.js';
import * as reports from '../resources/reports/messages.js';
import * as content from '../resources/shared/catalogue/messages.js';
import * as people from '../resources/shared/people/messages.js';
import * as siteSetting from '../resources/site-setting/messages.js';
import * as subjects from '../resources/subjects/messages.js';
import * as transactions from '../resources/transactions/messages.js';
import * as tutors from '../resources/tutors/messages.js';
import * as users from '../resources/users/messages.js';
import type { LocaleSet } from './types.js';

/**
 * Texts that screens bring along, each file exporting `en`, `de`, `fr`, `pt` (typed
 * `CatalogueShape<typeof en>` so a missing key is a type error). ONE line per file:
 * - `resourceMessages`: merged under `resources.<name>` (name, fields.*, anything the screens use);
 * - `appMessages`: merged under `app.<section>` (a page's texts, or texts shared by several screens).
 */
export const resourceMessages: Record<string, LocaleSet> = {
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
};

export const appMessages: Record<string, LocaleSet> = {
  content,
  dashboard,
  done,
  password,
  people,
  profile,
};
