/**
 * Which pages of a long list can be opened by number (zod-free: the server refuses the others, the
 * admin's pagination offers none of them). A long list answers `reach`: a page may start within its
 * first `reach` rows or end within its last `reach` rows; a page past the end is simply empty.
 */
export function pageReachable({ page, perPage, total, reach }: { page: number; perPage: number; total: number; reach?: number }): boolean {
  if (reach === undefined) return true;
  const offset = (page - 1) * perPage;
  return offset < reach || offset >= total || total - offset - perPage <= reach;
}
