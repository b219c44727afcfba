import { useTranslate } from 'react-admin';
import type { RecordOf } from '../kit/declaration';
import type pages from './resource';

type PageSummary = RecordOf<typeof pages>;
import { yesNo } from '../shared/export/valueLabels';
import { SearchFilter } from '../shared/people/filters/SearchFilter';
import { SelectFilter } from '../shared/people/filters/SelectFilter';
import type { ListTools } from '../shared/list/listTools';

function usePageFilters() {
  const translate = useTranslate();
  const published = [
    { id: 'true', name: translate('ra.boolean.true') },
    { id: 'false', name: translate('ra.boolean.false') },
  ];
  return [<SearchFilter key="q" source="q" alwaysOn />, <SelectFilter key="published" source="published" choices={published} alwaysOn />];
}

const exportColumns: ListTools<PageSummary>['exportColumns'] = [
  { field: 'id', label: 'app.content.id' },
  { field: 'title', label: 'resources.pages.fields.title' },
  { field: 'slug', label: 'resources.pages.fields.slug' },
  { field: 'published', label: 'resources.pages.fields.published', values: yesNo },
  { field: 'updatedAt', label: 'resources.pages.fields.updatedAt' },
];

/** Filters and CSV export of the pages list, loaded after its first rows. */
export const pageListTools: ListTools<PageSummary> = { useFilters: usePageFilters, exportColumns };
