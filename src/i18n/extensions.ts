import { en as password } from '../pages/change-password/messages.js';
import { en as dashboard } from '../pages/dashboard/messages.js';
import { en as profile } from '../pages/profile/messages.js';
import { en as done } from '../pages/success/messages.js';
import { en as adminManagement } from '../resources/admin-management/messages.js';
import { en as audit } from '../resources/audit/messages.js';
import { en as emailTemplates } from '../resources/email-templates/messages.js';
import { en as languages } from '../resources/languages/messages.js';
import { en as levels } from '../resources/levels/messages.js';
import { en as pages } from '../resources/pages/messages.js';
import { en as reportTitles } from '../resources/report-titles/messages.js';
import { en as reports } from '../resources/reports/messages.js';
import { en as content } from '../resources/shared/catalogue/messages.js';
import { en as exportCsv } from '../resources/shared/export/messages.js';
import { en as people } from '../resources/shared/people/messages.js';
import { en as siteSetting } from '../resources/site-setting/messages.js';
import { en as subjects } from '../resources/subjects/messages.js';
import { en as transactions } from '../resources/transactions/messages.js';
import { en as tutors } from '../resources/tutors/messages.js';
import { en as users } from '../resources/users/messages.js';
import { declaredMessages } from '../resources/declared.js';

/**
 * Texts that screens bring along. Each screen folder has `messages.ts` (exporting `en`, the reference)
 * and `translations.ts` (exporting `de`, `fr`, `pt`, typed `CatalogueShape<typeof en>` so a missing
 * key is a type error); only English ships with the admin, the other languages load with the language.
 * ONE line per hand-written folder here and one in ./extensionTranslations.ts (declared resources,
 * src/resources/<name>/resource.ts, are found by their folder: src/resources/declared.ts):
 * - `resourceMessages`: merged under `resources.<name>` (name, fields.*, anything the screens use);
 * - `appMessages`: merged under `app.<section>` (a page's texts, or texts shared by several screens).
 */
export const resourceMessages: Record<string, object> = {
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
  ...declaredMessages,
};

export const appMessages: Record<string, object> = {
  content,
  dashboard,
  done,
  export: exportCsv,
  password,
  people,
  profile,
};
