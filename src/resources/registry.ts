import { adminManagementResource } from './admin-management/index.js';
import { emailTemplatesResource } from './email-templates/index.js';
import { languagesResource } from './languages/index.js';
import { levelsResource } from './levels/index.js';
import { pagesResource } from './pages/index.js';
import { reportTitlesResource } from './report-titles/index.js';
import { reportsResource } from './reports/index.js';
import { siteSettingResource } from './site-setting/index.js';
import { subjectsResource } from './subjects/index.js';
import { transactionsResource } from './transactions/index.js';
import { tutorsResource } from './tutors/index.js';
import type { ResourceModule } from './types.js';
import { usersResource } from './users/index.js';

/**
 * Every resource of the admin, in menu order (spec section 2). To add one: a folder
 * `src/resources/<name>/index.ts` exporting a `ResourceModule` (see ./types.ts; its screens
 * wrapped in `lazyScreen`), then ONE line here. Its texts go in `src/resources/<name>/messages.ts`
 * and ONE line in `src/i18n/extensions.ts`.
 */
export const resourceRegistry: ResourceModule[] = [
  pagesResource,
  reportsResource,
  transactionsResource,
  adminManagementResource,
  tutorsResource,
  usersResource,
  subjectsResource,
  siteSettingResource,
  languagesResource,
  levelsResource,
  reportTitlesResource,
  emailTemplatesResource,
];
