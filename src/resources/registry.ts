import { adminManagementResource } from './admin-management/index.js';
import { declarations } from './declared.js';
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
import { moduleOf } from './kit/module.js';
import type { ResourceModule } from './types.js';
import { usersResource } from './users/index.js';

/** The hand-written resources, in the spec's menu order (section 2); each takes menuOrder 10, 20, ... unless it says otherwise. */
const handWritten: ResourceModule[] = [
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

const withOrder = (module: ResourceModule, index: number): ResourceModule => ({ ...module, menuOrder: module.menuOrder ?? (index + 1) * 10 });

/**
 * Every resource of the admin, in menu order. A declared resource (a folder with `resource.ts`, see
 * kit/declaration.ts) joins by itself, at its `menuOrder` (announcements: 15, after pages), or after
 * the hand-written ones without one. A hand-written screen: a folder `src/resources/<name>/index.ts`
 * exporting a `ResourceModule` (see ./types.ts; its screens wrapped in `lazyScreen`), then ONE line
 * above; its texts go in `src/resources/<name>/messages.ts` and ONE line in `src/i18n/extensions.ts`.
 */
export const resourceRegistry: ResourceModule[] = [
  ...handWritten.map(withOrder),
  ...declarations.map((declaration) => withOrder(moduleOf(declaration), handWritten.length + 1)),
].sort((a, b) => (a.menuOrder ?? 0) - (b.menuOrder ?? 0) || a.name.localeCompare(b.name));
