/** The ids of a remove call: `{id}` or `{ids}` (API.md), each once. */
export function removeIds(body: { id: number } | { ids: number[] }): number[] {
  return 'ids' in body ? [...new Set(body.ids)] : [body.id];
}
