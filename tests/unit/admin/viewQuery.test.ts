import { describe, expect, it } from 'vitest';
import { listShowing } from '../../../src/resources/paths';
import { listShapeOf, viewQueryOf } from '../../../src/resources/shared/views/viewQuery';

describe("a saved view's query", () => {
  it("is the list call's query: the search, each filter by name, sort, direction and page size, without empty values", () => {
    const query = viewQueryOf({
      filter: { q: '  ana ', approvalStatus: 'pending', subjectIds: [3, 7], createdFrom: '', note: null },
      sort: { field: 'email', order: 'DESC' },
      perPage: 50,
    });
    expect(query).toEqual({ search: 'ana', approvalStatus: 'pending', subjectIds: '3,7', sort: 'email', dir: 'desc', limit: '50' });
  });

  it('opens the list as it was saved, and leaves what it does not say as the list has it', () => {
    expect(listShapeOf({ search: 'ana', status: 'open', sort: 'createdAt', dir: 'desc', limit: '50' })).toEqual({
      filter: { q: 'ana', status: 'open' },
      sort: { field: 'createdAt', order: 'DESC' },
      perPage: 50,
    });
    expect(listShapeOf({ paymentStatus: 'failed' })).toEqual({ filter: { paymentStatus: 'failed' } });
    expect(listShapeOf({ limit: 'many' })).toEqual({ filter: {} });
  });

  it('becomes a list URL that react-admin opens with those values', () => {
    const url = listShowing('/admin/reports', listShapeOf({ status: 'open', sort: 'createdAt', dir: 'desc', limit: '50' }));
    const params = new URL(url, 'http://admin.test').searchParams;
    expect(url.startsWith('/admin/reports?')).toBe(true);
    expect(JSON.parse(params.get('filter')!)).toEqual({ status: 'open' });
    expect([params.get('sort'), params.get('order'), params.get('perPage')]).toEqual(['createdAt', 'DESC', '50']);
    expect(listShowing('/admin/tutors', { filter: {} })).toBe('/admin/tutors');
  });
});
