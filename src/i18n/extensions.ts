import { textsByFolder } from './textsByFolder.js';
import { en as password } from '../pages/change-password/messages.js';
import { en as dashboard } from '../pages/dashboard/messages.js';
import { en as profile } from '../pages/profile/messages.js';
import { en as done } from '../pages/success/messages.js';
import { en as content } from '../resources/shared/catalogue/messages.js';
import { en as exportCsv } from '../resources/shared/export/messages.js';
import { en as importCsv } from '../resources/shared/import/messages.js';
import { en as people } from '../resources/shared/people/messages.js';
import { en as trash } from '../resources/shared/trash/messages.js';
import { en as views } from '../resources/shared/views/messages.js';

/**
 * Texts that screens bring along. Each screen folder has `messages.ts` (exporting `en`, the reference)
 * and `translations.ts` (exporting `de`, `fr`, `pt`, typed `CatalogueShape<typeof en>` so a missing
 * key is a type error); only English ships with the admin, the other languages load with the language.
 * - `resourceMessages`: every `src/resources/<name>/messages.ts`, found by its folder and merged under
 *   `resources.<name>` (name, fields.*, anything the screens use);
 * - `appMessages`: merged under `app.<section>` (a page's texts, or texts shared by several screens):
 *   ONE line per folder here and one in ./extensionTranslations.ts.
 */
export const resourceMessages: Record<string, object> = textsByFolder(import.meta.glob<object>('../resources/*/messages.ts', { eager: true, import: 'en' }));

export const appMessages: Record<string, object> = {
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
