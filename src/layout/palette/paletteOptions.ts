import { useBasename, useCanAccessResources, useDataProvider, useGetResourceLabel, useTranslate } from 'react-admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SearchGroup } from '../../../contract/search';
import type { AppDataProvider } from '../../dataProvider/createDataProvider';
import { resourcePaths } from '../../resources/paths';
import { resourceRegistry } from '../../resources/registry';
import { viewsQuery } from '../../resources/shared/views/viewQueries';
import { useViewLinks } from '../../resources/shared/views/viewLink';
import { registeredPatterns } from '../../resources/useResourcePaths';
import { useGoToShortcuts } from '../useGoToShortcuts';

/** One line of the palette: a screen or action, a saved view, or a record found by the server, and where it leads. */
export interface PaletteOption {
  key: string;
  group: string;
  label: string;
  path: string;
  /** What to keep as the line is opened, beside going to its path. */
  onOpen?: () => void;
}

const creatable = resourceRegistry.filter((module) => module.create && module.inMenu !== false).map((module) => module.name);

/** Text as compared: case and accents aside ("Élève" is found by "eleve"). */
const folded = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLocaleLowerCase();

/** The screens and actions the person may open whose name holds the term (all of them for no term): each list, the dashboard, "Create …". */
export function useScreenOptions(term: string): PaletteOption[] {
  const translate = useTranslate();
  const resourceLabel = useGetResourceLabel();
  const basename = useBasename();
  const group = translate('app.palette.screens');
  const { canAccess } = useCanAccessResources({ action: 'create', resources: creatable });
  const lists = useGoToShortcuts().map(({ resource, path }) => ({
    key: `screen:${resource ?? 'dashboard'}`,
    group,
    label: resource ? resourceLabel(resource, 2) : translate('app.menu.dashboard'),
    path,
  }));
  const adds = creatable
    .filter((resource) => canAccess?.[resource])
    .map((resource) => ({
      key: `add:${resource}`,
      group,
      label: translate('ra.page.create', { name: resourceLabel(resource, 1) }),
      path: resourcePaths(resource, registeredPatterns()[resource]!, basename).add,
    }));
  const wanted = folded(term.trim());
  return [...lists, ...adds].filter((option) => folded(option.label).includes(wanted));
}

/** The saved views the person may open (their own and the shared ones) whose name holds the term. */
export function useViewOptions(term: string): PaletteOption[] {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const linkOf = useViewLinks();
  const wanted = folded(term.trim());
  const { data: views = [] } = useQuery(viewsQuery(dataProvider));
  if (wanted === '') return [];
  const group = translate('app.views.button');
  return views.flatMap((view) => {
    const { name, to, onOpen } = linkOf(view);
    return folded(name).includes(wanted) ? [{ key: `view:${view.id}`, group, label: name, path: to, onOpen }] : [];
  });
}

/** Where a found record opens: its detail screen, its edit screen, or (a list edited in place) its list searched for it. */
function recordPath(resource: string, id: number, label: string, basename: string): string {
  const module = resourceRegistry.find((each) => each.name === resource);
  const paths = resourcePaths(resource, registeredPatterns()[resource]!, basename);
  if (module?.show) return paths.detail(id);
  if (module?.edit) return paths.edit(id);
  return `${paths.list}?filter=${encodeURIComponent(JSON.stringify({ q: label }))}`;
}

/** The records of every resource the person may read that match the term (GET /admin/search), grouped by resource. */
export function useRecordOptions(term: string): { options: PaletteOption[]; isFetching: boolean; failed: boolean } {
  const dataProvider = useDataProvider<AppDataProvider>();
  const resourceLabel = useGetResourceLabel();
  const basename = useBasename();
  const q = term.trim();
  const { data, isFetching, isError } = useQuery({
    queryKey: ['search', 'everything', q],
    queryFn: async ({ signal }) => (await dataProvider.call<{ groups: SearchGroup[] }>('search', 'everything', { query: { q }, signal })).data.groups,
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
  const groups = q.length > 0 ? (data ?? []) : [];
  const options = groups.flatMap(({ resource, items }) =>
    items.map((item) => ({ key: `${resource}:${item.id}`, group: resourceLabel(resource, 2), label: item.label, path: recordPath(resource, item.id, item.label, basename) })),
  );
  return { options, isFetching, failed: isError };
}
