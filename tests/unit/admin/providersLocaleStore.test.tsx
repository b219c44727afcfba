import { render, screen } from '@testing-library/react';
import { Profiler, useLayoutEffect } from 'react';
import { I18nContextProvider, localStorageStore, StoreContextProvider, type Store } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nProvider } from '../../../src/i18n/index.js';
import { withProvidersLocale } from '../../../src/layout/providersLocaleStore.js';

afterEach(() => localStorage.clear());

const newStore = () => withProvidersLocale(localStorageStore('1', 'localeTest'), () => i18nProvider.getLocale());

/** The commit (0 = the first) in which react-admin's i18n context first shows its children. */
function firstCommitWithChildren(store: Store): number {
  let commits = 0;
  let shownIn = -1;
  function Child() {
    useLayoutEffect(() => {
      if (shownIn < 0) shownIn = commits;
    }, []);
    return <p>admin</p>;
  }
  render(
    <StoreContextProvider value={store}>
      <Profiler id="i18n" onRender={() => commits++}>
        <I18nContextProvider value={i18nProvider}>
          <Child />
        </I18nContextProvider>
      </Profiler>
    </StoreContextProvider>,
  );
  return shownIn;
}

describe('the store read by react-admin', () => {
  it("reads an unset language as the i18n provider's, so the admin renders in its first commit", () => {
    const store = newStore();
    store.setup();
    expect(store.getItem('locale')).toBe(i18nProvider.getLocale());
    expect(firstCommitWithChildren(store)).toBe(0);
    expect(screen.getByText('admin')).toBeTruthy();
  });

  it('without it, a device that never chose a language renders the admin one commit late', () => {
    const store = localStorageStore('1', 'localeTest');
    store.setup();
    expect(firstCommitWithChildren(store)).toBe(1);
  });

  it('reads a chosen language as it is, and other keys untouched', () => {
    const store = newStore();
    store.setup();
    store.setItem('locale', 'de');
    store.setItem('theme', 'dark');
    expect(store.getItem('locale')).toBe('de');
    expect(store.getItem('theme')).toBe('dark');
    expect(store.getItem('sidebar.open', true)).toBe(true);
  });
});
