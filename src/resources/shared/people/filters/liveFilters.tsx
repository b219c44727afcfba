import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useDeepCompareEffect, useEvent, useListContext } from 'react-admin';
import { useLocation } from 'react-router-dom';

type Values = Record<string, unknown>;

/** How long typing waits before the list is filtered (as long as react-admin's filter form waits). */
export const FILTER_DEBOUNCE_MS = 500;

export const isEmptyFilterValue = (value: unknown) => value === undefined || value === null || value === '';

function withoutEmpty(values: Values): Values {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => !isEmptyFilterValue(value)));
}

/** The same filters in any key order give the same key. */
const filterKey = (values: Values) => JSON.stringify(Object.entries(withoutEmpty(values)).sort(([a], [b]) => a.localeCompare(b)));

interface LiveFilters {
  /** What the inputs show: the list's filters plus any typing not applied yet. */
  values: Values;
  /** Sets one filter: at once, or once typing has paused for FILTER_DEBOUNCE_MS. */
  change: (source: string, value: unknown, options?: { debounce?: boolean }) => void;
  /** Applies any typing still waiting (Enter in a field). */
  flush: () => void;
  /** Removes a filter the user added, with its value. */
  hide: (source: string) => void;
}

const LiveFiltersContext = createContext<LiveFilters | null>(null);

/**
 * The filter bar's state, without a form library: the inputs edit a draft of the list's filters,
 * applied to the list (and so to the URL) at once for a pick and after a pause for typing. Changes
 * made elsewhere (the URL, the back button, a saved view, the "add filter" menu's "remove all
 * filters") replace the draft; the list's echo of the bar's own change does not.
 */
export function LiveFiltersProvider({ children }: { children: ReactNode }) {
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const { key: locationKey } = useLocation();
  const [values, setValues] = useState<Values>(filterValues);
  const draft = useRef(values);
  const applied = useRef(filterKey(filterValues));
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const setDraft = useEvent((next: Values) => {
    draft.current = next;
    setValues(next);
  });
  const cancelPending = () => {
    clearTimeout(timer.current);
    timer.current = undefined;
  };
  const apply = useEvent((next: Values, displayed: Record<string, boolean> = displayedFilters) => {
    cancelPending();
    applied.current = filterKey(next);
    setFilters(withoutEmpty(next), displayed);
  });

  // The list's filters changed, compared by value, or the page was navigated to: adopt the filters
  // unless they echo the bar's own change. The page's address counts even when the filters read the
  // same as before: the bar's change may have been overtaken (a view opened, a menu link followed)
  // before the page ever showed it, and the draft still holds it.
  useDeepCompareEffect(() => {
    const listKey = filterKey(filterValues);
    if (listKey === applied.current) return;
    applied.current = listKey;
    cancelPending();
    setDraft(filterValues);
  }, [filterValues, locationKey]);
  useEffect(() => cancelPending, []);

  const context = useMemo<LiveFilters>(
    () => ({
      values,
      change: (source, value, options) => {
        const next = { ...draft.current, [source]: value };
        setDraft(next);
        if (!options?.debounce) return apply(next);
        cancelPending();
        timer.current = setTimeout(() => apply(draft.current), FILTER_DEBOUNCE_MS);
      },
      flush: () => {
        if (timer.current !== undefined) apply(draft.current);
      },
      hide: (source) => {
        const { [source]: _value, ...rest } = draft.current;
        const { [source]: _shown, ...shown } = displayedFilters;
        setDraft(rest);
        apply(rest, shown);
      },
    }),
    [values, apply, setDraft, displayedFilters],
  );
  return <LiveFiltersContext.Provider value={context}>{children}</LiveFiltersContext.Provider>;
}

export function useLiveFilters(): LiveFilters {
  const context = useContext(LiveFiltersContext);
  if (!context) throw new Error('A filter input must be rendered inside the filter bar (LiveFiltersProvider)');
  return context;
}

/** One filter's shown value and its setter. */
export function useFilterField(source: string) {
  const { values, change } = useLiveFilters();
  const set = useEvent((value: unknown, options?: { debounce?: boolean }) => change(source, value, options));
  return [values[source], set] as const;
}
