import type { Rolldown } from 'vite';

const pathOf = (id: string) => id.split('?')[0]!.replaceAll('\\', '/');
const isModule = (file: string) => (id: string) => pathOf(id).endsWith(`/${file}`);
const filterInputs = ['SearchFilter.tsx', 'SelectFilter.tsx', 'NumberFilter.tsx', 'DateFilter.ts', 'ReferenceFilter.ts'];
/** What only the lists' tools use besides the filter inputs: the export's columns, the currency's label. */
const toolParts = ['src/resources/kit/exportColumns.ts', 'src/resources/shared/people/CurrencyLabel.tsx'];
const isToolPart = (id: string) =>
  filterInputs.some((file) => isModule(`src/resources/shared/people/filters/${file}`)(id)) || toolParts.some((file) => isModule(file)(id));

/**
 * Four chunks instead of dozens on the way to a list (docs/performance.md, "The bundle budget").
 * Left to itself, Rolldown splits the modules shared by the lazily loaded screens into a chunk per
 * set of screens that use them: the first list was 65 small chunks, each gzipped on its own (code
 * repeated across them never compresses against itself) and each fetched only once the chunk that
 * imports it has arrived. A group takes its root module and, recursively, the static imports that
 * survive tree-shaking; a module goes to the group of highest priority that reaches it.
 */
export const chunkGroups: Rolldown.CodeSplittingGroup[] = [
  // What the HTML entry imports (the sign-in page), kept with the entry: without this group the
  // admin's group would take the modules it shares with the entry, React among them. The entry
  // module itself stays out, so the entry chunk is still the manifest's "index.html".
  { name: 'initial', tags: ['$initial'], test: (id) => !isModule('src/main.tsx')(id), priority: 30 },
  // The admin shell: providers, layout, app bar, menu, breadcrumbs.
  { name: 'admin', test: isModule('src/AdminRoot.tsx'), priority: 20 },
  // The one list frame, with react-admin's list controller, DataTable and pagination. Other screens
  // that use one of its modules (the dashboard's cards) load it too.
  { name: 'list-frame', test: isModule('src/resources/shared/list/ListFrame.tsx'), priority: 10 },
  // The list's filter bar and actions, which arrive beside the rows: one chunk rather than a dozen,
  // with the filter inputs and helpers each list's tools pick from (else a small chunk per set of lists using one).
  { name: 'list-toolbar', test: (id) => isModule('src/resources/shared/list/ListToolbar.tsx')(id) || isToolPart(id), priority: 5 },
];
