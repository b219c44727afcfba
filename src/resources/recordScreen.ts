import type { ResolvedRoutePatterns } from './paths.js';

/** A record's detail or edit screen, as its URL names it. */
export interface RecordScreen {
  resource: string;
  id: string;
  screen: 'detail' | 'edit';
}

/**
 * The record screen a URL shows (`/admin/tutors/edit/7`: tutor 7's edit screen), by the resources'
 * patterns; none for a list, an add screen or any other page.
 */
export function recordScreenAt(pathname: string, patterns: Readonly<Record<string, ResolvedRoutePatterns>>, prefix = '/admin'): RecordScreen | undefined {
  for (const [resource, resolved] of Object.entries(patterns)) {
    const base = `${prefix}/${resource}/`;
    if (!pathname.startsWith(base)) continue;
    const rest = pathname.slice(base.length).replace(/\/$/, '');
    if (rest === resolved.add) return undefined;
    // Edit first: a resource without a detail screen edits at the detail's pattern.
    for (const screen of ['edit', 'detail'] as const) {
      const [before = '', after = ''] = resolved[screen].split(':id');
      const id = rest.length > before.length + after.length && rest.startsWith(before) && rest.endsWith(after) ? rest.slice(before.length, rest.length - after.length) : '';
      if (id && !id.includes('/')) return { resource, id: decodeURIComponent(id), screen };
    }
  }
  return undefined;
}
