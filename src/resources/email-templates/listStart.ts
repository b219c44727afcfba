import { DEFAULT_PAGE_SIZE } from '../shared/people/pageSizes';
import type { ListStart } from '../listStart';
import { peopleScreen } from '../shared/people/peopleScreen';

/** Email templates: the list screen's code and the query of its first page. */
export const emailTemplateListStart = {
  resource: 'email-templates',
  defaults: { sort: { field: 'name', order: 'ASC' }, perPage: DEFAULT_PAGE_SIZE },
  loadScreen: peopleScreen(() => import('./EmailTemplateList').then((m) => m.EmailTemplateList)),
} satisfies ListStart;
