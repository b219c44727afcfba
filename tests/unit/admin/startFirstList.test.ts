import { getQuery, parseQueryFromLocation } from 'ra-core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '../../../src/authProvider/httpClient';
import { clearSession, saveSession, type StoredUser } from '../../../src/authProvider/storage';
import { preferencesAppKey } from '../../../src/bare/preferences';
import { createDataProvider } from '../../../src/dataProvider/createDataProvider';
import { endpoints } from '../../../src/dataProvider/endpoints';
import { listStarts } from '../../../src/firstScreen/listStarts';
import { startFirstList } from '../../../src/firstScreen/startFirstList';
import type { ListStart } from '../../../src/resources/listStart';
import { resourceRegistry } from '../../../src/resources/registry';
import { fakeFetch, jsonResponse } from './providerTestKit';

const admin: StoredUser = { id: 1, uid: 'u1', email: 'admin@example.test', displayName: 'Ada Admin', photoURL: null, userType: 'admin', userRole: 'admin' };
const signIn = (user: StoredUser = admin) =>
  saveSession({ accessToken: 'access-1', refreshToken: 'refresh-1', user, remembered: false, refreshTokenExpiresAt: Date.now() + 3_600_000 });

const storeParams = (resource: string, params: unknown) => localStorage.setItem(`RaStore${preferencesAppKey}.${resource}.listParams`, JSON.stringify(params));

/** Each list start with a screen loader that records its calls instead of loading the screen. */
const recordingLists = () => listStarts.map((list) => ({ ...list, loadScreen: vi.fn(() => new Promise<never>(() => undefined)) }));

function setup() {
  const fake = fakeFetch(() => jsonResponse({ data: { items: [{ id: 7, displayName: 'Early' }], total: 1 } }));
  const client = createHttpClient({ baseUrl: '/api/v1', fetch: fake.fetch });
  const lists = recordingLists();
  const start = (pathname: string, search = '') => startFirstList({ pathname, search }, { client, lists, table: endpoints });
  return { ...fake, client, lists, start, dataProvider: createDataProvider(client) };
}

/** What react-admin's ListBase asks the dataProvider for when it mounts at this URL. */
function listParams(list: ListStart, search: string) {
  const stored = localStorage.getItem(`RaStore${preferencesAppKey}.${list.resource}.listParams`);
  const query = getQuery({
    queryFromLocation: parseQueryFromLocation({ search }),
    params: stored ? JSON.parse(stored) : {},
    filterDefaultValues: list.defaults.filter,
    sort: list.defaults.sort,
    perPage: list.defaults.perPage,
  });
  return { pagination: { page: query.page, perPage: query.perPage }, sort: { field: query.sort, order: query.order }, filter: { ...query.filter } };
}

beforeEach(() => clearSession());

describe('startFirstList: the first list requested from the entry', () => {
  it.each(listStarts.map((list) => [list.resource, list] as const))(
    '%s: the list\'s own first request is answered by the early one (one request in all)',
    async (_name, list) => {
      signIn({ ...admin, userType: 'superAdmin' });
      const { start, sent, dataProvider } = setup();
      start(`/admin/${list.resource}`);
      expect(sent).toHaveLength(1);
      const result = await dataProvider.getList(list.resource, listParams(list, ''));
      expect(result).toEqual({ data: [{ id: 7, displayName: 'Early' }], total: 1 });
      expect(sent).toHaveLength(1);
    },
  );

  it('follows the URL, then the stored parameters, as react-admin does', async () => {
    signIn();
    const tutors = listStarts.find((list) => list.resource === 'tutors')!;
    const search = `?filter=${encodeURIComponent(JSON.stringify({ q: 'ann', approvalStatus: 'pending' }))}&order=ASC&page=2&perPage=10&sort=displayName`;
    const fromUrl = setup();
    fromUrl.start('/admin/tutors', search);
    expect(fromUrl.sent[0]!.url).toBe('/api/v1/admin/tutor?page=2&limit=10&search=ann&sort=displayName&dir=asc&approvalStatus=pending');
    await fromUrl.dataProvider.getList('tutors', listParams(tutors, search));
    expect(fromUrl.sent).toHaveLength(1);

    storeParams('tutors', { filter: { q: 'smith' }, sort: 'email', order: 'DESC', page: 3, perPage: 50, displayedFilters: {} });
    const fromStore = setup();
    fromStore.start('/admin/tutors/');
    expect(fromStore.sent[0]!.url).toBe('/api/v1/admin/tutor?page=3&limit=50&search=smith&sort=email&dir=desc');
    await fromStore.dataProvider.getList('tutors', listParams(tutors, ''));
    expect(fromStore.sent).toHaveLength(1);
  });

  it("requests the list's screen code and its page only for someone its access rule admits", () => {
    const { start, sent, lists } = setup();
    const loads = (resource: string) => lists.find((list) => list.resource === resource)!.loadScreen;
    start('/admin/tutors');
    expect(sent).toHaveLength(0);
    expect(loads('tutors')).not.toHaveBeenCalled();

    signIn({ ...admin, userRole: 'editor' });
    start('/admin/admin-management');
    expect(sent).toHaveLength(0);
    start('/admin/tutors');
    expect(sent).toHaveLength(1);
    expect(loads('tutors')).toHaveBeenCalledTimes(1);
  });

  it('requests nothing for other screens, or for a page react-admin reads in several calls', () => {
    signIn();
    const { start, sent, lists } = setup();
    for (const path of ['/admin/tutors/12', '/admin/tutors/add', '/admin/dashboard', '/admin/profile', '/admin/login']) start(path);
    start('/admin/tutors', '?perPage=1000');
    expect(sent).toHaveLength(0);
    expect(lists.find((list) => list.resource === 'tutors')!.loadScreen).toHaveBeenCalledTimes(1);
  });

  it('names lists that are resources of the admin', () => {
    const names = resourceRegistry.map((resource) => resource.name);
    for (const list of listStarts) expect(names).toContain(list.resource);
  });
});
