import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

const DEBOUNCE_MS = 300;

/**
 * A search box kept in the URL (`?q=`), like react-admin's list filters: `search` is what the
 * admin types, `query` the settled term (written to the URL 300 ms after the last key, and read
 * back from it on load, reload and back/forward).
 */
export function useUrlSearch() {
  const [params, setParams] = useSearchParams();
  const query = params.get('q')?.trim() ?? '';
  const [search, setSearch] = useState(query);
  const [seenQuery, setSeenQuery] = useState(query);
  if (query !== seenQuery) {
    setSeenQuery(query);
    if (search.trim() !== query) setSearch(query);
  }
  useEffect(() => {
    const term = search.trim();
    if (term === query) return undefined;
    const timer = setTimeout(() => setParams(term ? { q: term } : {}, { replace: true }), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, query, setParams]);
  return { search, setSearch, query };
}
