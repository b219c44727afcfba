import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readListOrder, rememberListOrder, type ListOrder } from '../../../src/resources/shared/list/listOrder';
import { hasNextInList, neighbourOf } from '../../../src/resources/shared/list/listSteps';
import { routePatterns } from '../../../src/resources/paths';
import { recordScreenAt } from '../../../src/resources/recordScreen';

const firstPage: ListOrder = { ids: [7, 3, 9], page: 1, perPage: 3, sort: { field: 'displayName', order: 'ASC' }, filter: { status: 'active' }, total: 5 };

/** A list call answering page 2 of the list above: the records 4 and 12. */
const secondPage = () => ({ getList: vi.fn().mockResolvedValue({ data: [{ id: 4 }, { id: 12 }], total: 5 }) });

describe('the order of the list a record was opened from', () => {
  beforeEach(() => sessionStorage.clear());

  it('steps to the next and previous record on the page shown, by the id a URL gives', async () => {
    rememberListOrder('tutors', firstPage);
    const lists = secondPage();
    expect(await neighbourOf(lists, 'tutors', '3', 1)).toEqual({ id: 9 });
    expect(await neighbourOf(lists, 'tutors', '3', -1)).toEqual({ id: 7 });
    expect(await neighbourOf(lists, 'tutors', 7, -1)).toEqual({ none: 'first' });
    expect(lists.getList).not.toHaveBeenCalled();
  });

  it('reads the next page with the list\'s own sort and filters past the last row, and follows that page from then on', async () => {
    rememberListOrder('tutors', firstPage);
    const lists = secondPage();
    expect(await neighbourOf(lists, 'tutors', 9, 1)).toEqual({ id: 4 });
    expect(lists.getList).toHaveBeenCalledWith('tutors', { pagination: { page: 2, perPage: 3 }, sort: firstPage.sort, filter: firstPage.filter });
    expect(readListOrder('tutors')).toMatchObject({ ids: [4, 12], page: 2 });
    expect(await neighbourOf(lists, 'tutors', 12, 1)).toEqual({ none: 'last' });
    expect(hasNextInList('tutors', 4)).toBe(true);
    expect(hasNextInList('tutors', 12)).toBe(false);
  });

  it('says when a record was not opened from its list', async () => {
    rememberListOrder('tutors', firstPage);
    expect(await neighbourOf(secondPage(), 'tutors', 99, 1)).toEqual({ none: 'notFromList' });
    expect(await neighbourOf(secondPage(), 'users', 7, 1)).toEqual({ none: 'notFromList' });
    expect(hasNextInList('users', 7)).toBe(false);
  });
});

describe('the record screen a URL shows', () => {
  const patterns = {
    tutors: routePatterns({ show: true }),
    'admin-management': routePatterns({ show: true, routes: { detail: 'view/:id' } }),
    languages: routePatterns({}),
  };

  it('names the resource, the id and the screen, by each resource\'s own URLs', () => {
    expect(recordScreenAt('/admin/tutors/12', patterns)).toEqual({ resource: 'tutors', id: '12', screen: 'detail' });
    expect(recordScreenAt('/admin/tutors/edit/12', patterns)).toEqual({ resource: 'tutors', id: '12', screen: 'edit' });
    expect(recordScreenAt('/admin/admin-management/view/3', patterns)).toEqual({ resource: 'admin-management', id: '3', screen: 'detail' });
    expect(recordScreenAt('/admin/languages/4', patterns)).toEqual({ resource: 'languages', id: '4', screen: 'edit' });
  });

  it('names none for a list, an add screen or another page', () => {
    for (const path of ['/admin/tutors', '/admin/tutors/add', '/admin/dashboard', '/admin/tutors/edit/12/more', '/admin/tutorsx/12']) {
      expect(recordScreenAt(path, patterns)).toBeUndefined();
    }
  });
});
