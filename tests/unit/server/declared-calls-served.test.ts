import { describe, expect, it } from 'vitest';
import { assertCallsServed, shapeOf } from '../../../server/declared/routes.js';
import type { ResourceDeclaration } from '../../../contract/declaration.js';

const bookings: ResourceDeclaration = {
  name: 'bookings',
  labelField: 'title',
  fields: { title: { kind: 'text', max: 80, sort: true } },
  access: { read: 'editor' },
  list: { defaultSort: { field: 'title', order: 'ASC' } },
  calls: { list: 'GET /admin/bookings', get: 'GET /admin/bookings/{id}' },
  ownCalls: ['list', 'get'],
  actions: { refund: 'POST /admin/bookings/{id}/refund' },
};
const served = (...routes: Array<[string, string]>) => new Set(routes.map(([method, url]) => shapeOf(method, url)));

describe('start-up: the calls a declaration leaves to its server.ts are served', () => {
  it('accepts them served under /api/v1, whatever the path parameter is called', () => {
    const all = served(['GET', '/api/v1/admin/bookings'], ['GET', '/api/v1/admin/bookings/:bookingId'], ['POST', '/api/v1/admin/bookings/:id/refund']);
    expect(() => assertCallsServed(all, [bookings])).not.toThrow();
  });

  it('refuses to start when an own call or an action is served by nothing, naming the file and the call', () => {
    expect(() => assertCallsServed(served(['GET', '/api/v1/admin/bookings'], ['POST', '/api/v1/admin/bookings/:id/refund']), [bookings])).toThrow(
      "src/resources/bookings/resource.ts: its own get call is served by no call; add it to the folder's server.ts.",
    );
    expect(() => assertCallsServed(served(['GET', '/api/v1/admin/bookings'], ['GET', '/api/v1/admin/bookings/:id']), [bookings])).toThrow(
      'the action refund (POST /admin/bookings/{id}/refund) is served by no call',
    );
    // A GET at the URL does not serve a POST.
    expect(() => assertCallsServed(served(['GET', '/api/v1/admin/bookings'], ['GET', '/api/v1/admin/bookings/:id'], ['GET', '/api/v1/admin/bookings/:id/refund']), [bookings])).toThrow('refund');
  });
});
