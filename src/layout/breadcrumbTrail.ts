import { importSegment, trashSegment, type ResolvedRoutePatterns } from '../resources/paths.js';

/** One breadcrumb: a translation key (with its options) and the path it links to. */
export interface Crumb {
  label: string;
  options?: Record<string, unknown>;
  path: string;
}

/** Admin pages that are not resources, with their title keys. */
export const adminPages: Readonly<Record<string, string>> = {
  dashboard: 'app.page.dashboard',
  profile: 'app.page.profile',
  'change-password': 'app.page.change_password',
  success: 'app.page.success',
};

/** The crumb of one record (its detail); a screen that names the record shows that name instead of "#id". */
export const RECORD_CRUMB = 'app.layout.record';

const matchPattern = (pattern: string, segments: string[]): string | null => {
  const parts = pattern.split('/');
  if (parts.length !== segments.length) return null;
  let id: string | null = '';
  parts.forEach((part, index) => {
    if (part === ':id') id = decodeURIComponent(segments[index] ?? '');
    else if (part !== segments[index]) id = null;
  });
  return id;
};

/**
 * The breadcrumbs of an admin URL, after Home: the page or resource, then the add, detail, edit or
 * trash screen. Unknown paths give only the entries that could be read.
 */
export function breadcrumbTrail(pathname: string, resources: Readonly<Record<string, ResolvedRoutePatterns>>, basename = '/admin'): Crumb[] {
  if (!pathname.startsWith(`${basename}/`)) return [];
  const [first = '', ...rest] = pathname.slice(basename.length + 1).split('/').filter(Boolean);
  const page = adminPages[first];
  if (page) return [{ label: page, path: `${basename}/${first}` }];
  const patterns = resources[first];
  if (!patterns) return [];
  const listPath = `${basename}/${first}`;
  const trail: Crumb[] = [{ label: `resources.${first}.name`, options: { smart_count: 2 }, path: listPath }];
  if (rest.length === 0) return trail;
  const here = `${listPath}/${rest.join('/')}`;
  if (rest.join('/') === patterns.add) return [...trail, { label: 'app.layout.add', path: here }];
  if (rest.join('/') === trashSegment) return [...trail, { label: 'app.trash.name', path: here }];
  if (rest.join('/') === importSegment) return [...trail, { label: 'app.import.name', path: here }];
  const record = (id: string): Crumb => ({
    label: RECORD_CRUMB,
    options: { id },
    path: `${listPath}/${patterns.detail.replace(':id', encodeURIComponent(id))}`,
  });
  const detailId = matchPattern(patterns.detail, rest);
  if (detailId !== null) return [...trail, record(detailId)];
  const editId = matchPattern(patterns.edit, rest);
  if (editId !== null) return [...trail, record(editId), { label: 'app.layout.edit', path: here }];
  return trail;
}
