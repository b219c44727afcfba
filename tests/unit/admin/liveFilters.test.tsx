import { act, fireEvent, render, screen } from '@testing-library/react';
import { ListContextProvider, type ListControllerResult } from 'ra-core';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FilterBar } from '../../../src/resources/shared/people/filters/FilterBar';
import { FILTER_DEBOUNCE_MS } from '../../../src/resources/shared/people/filters/liveFilters';
import { SearchFilter } from '../../../src/resources/shared/people/filters/SearchFilter';

const listUrl = (filter: Record<string, unknown>) => `/tutors?filter=${encodeURIComponent(JSON.stringify(filter))}`;

let router: ReturnType<typeof createMemoryRouter>;
/** What the bar asked the list for, in order; the test decides when (and whether) the URL follows. */
let asked: Record<string, unknown>[];

/** A list whose filters are read from the URL, as react-admin's are. */
function UrlList() {
  const filter = new URLSearchParams(useLocation().search).get('filter');
  const list = {
    resource: 'tutors',
    filterValues: filter ? (JSON.parse(filter) as Record<string, unknown>) : {},
    displayedFilters: {},
    setFilters: (next: Record<string, unknown>) => asked.push(next),
  } as unknown as ListControllerResult;
  return (
    <ListContextProvider value={list}>
      <FilterBar filters={[<SearchFilter key="q" source="q" alwaysOn />]} />
    </ListContextProvider>
  );
}

const searchBox = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'ra.action.search' });
const type = (text: string) => fireEvent.change(searchBox(), { target: { value: text } });
const pause = () => act(() => vi.advanceTimersByTime(FILTER_DEBOUNCE_MS));
const go = (filter: Record<string, unknown>) => act(() => router.navigate(listUrl(filter)));


beforeEach(async () => {
  vi.useFakeTimers();
  asked = [];
  router = createMemoryRouter([{ path: '*', element: <UrlList /> }], { initialEntries: [listUrl({ q: 'an' })] });
  await act(async () => render(<RouterProvider router={router} />));
});
afterEach(() => vi.useRealTimers());

describe('the filter bar and the list it filters', () => {
  it('applies typing once it pauses, and shows a filter set elsewhere', async () => {
    expect(searchBox().value).toBe('an');
    type('ann');
    expect(asked).toEqual([]);
    pause();
    expect(asked).toEqual([{ q: 'ann' }]);
    await go({ q: 'bo' });
    expect(searchBox().value).toBe('bo');
  });

  it('keeps typing that went on while the list was taking the previous words', async () => {
    type('a');
    pause();
    type('al');
    await go({ q: 'a' });
    expect(searchBox().value).toBe('al');
    pause();
    expect(asked).toEqual([{ q: 'a' }, { q: 'al' }]);
  });

  it('shows the list filtered again as before when the emptied search never reached the page (a saved view, a menu link)', async () => {
    type('');
    pause();
    expect(asked).toEqual([{}]);
    await go({ q: 'an' });
    expect(searchBox().value).toBe('an');
  });
});
