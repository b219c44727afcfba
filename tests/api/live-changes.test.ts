import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount, type TestAccount } from '../helpers/accounts.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { listeningAddress, openLiveStream, type LiveEvent, type OpenLiveStream } from '../helpers/liveStream.js';
import { post } from '../helpers/people.js';

describe('GET /admin/changes (live stream)', () => {
  let t: TestApp;
  let base: string;
  let admin: TestAccount;
  let superAdmin: TestAccount;
  const open: OpenLiveStream[] = [];
  const stream = async (token: string | undefined, headers: Record<string, string> = {}, query = '') => {
    const opened = await openLiveStream(base, token, headers, query);
    open.push(opened);
    return opened;
  };
  /** The next change event (skipping none): what a page hears. */
  const nextChange = async (live: OpenLiveStream): Promise<LiveEvent> => {
    const event = await live.next();
    expect(event.event).toBe('change');
    return event;
  };
  let languageCount = 0;
  const addLanguage = async (by: TestAccount) => {
    languageCount += 1;
    const res = await post(t, by, '/admin/languages/add', { name: `Live ${languageCount}`, sortOrder: languageCount });
    expect(res.statusCode).toBe(200);
    return String(res.json().data.id);
  };

  beforeAll(async () => {
    t = await startTestApp({ LIVE_HEARTBEAT: '1' });
    base = await listeningAddress(t);
    admin = await createTestAccount(t, 'admin', { displayName: 'Adam Admin' });
    superAdmin = await createTestAccount(t, 'superAdmin', { displayName: 'Sue Super' });
  });
  afterAll(async () => {
    for (const live of open) live.close();
    await t.close();
  });

  it('sends each committed write to every open stream, with who made it', async () => {
    const mine = await stream(admin.token);
    const theirs = await stream(superAdmin.token);
    expect(mine.status).toBe(200);
    const id = await addLanguage(admin);
    for (const live of [mine, theirs]) {
      const event = await nextChange(live);
      expect(event.data).toMatchObject({ resource: 'languages', id, action: 'create', actor: { id: admin.id, name: 'Adam Admin' } });
      expect(Number(event.id)).toBeGreaterThan(0);
      expect(Date.parse(String(event.data.at))).not.toBeNaN();
    }
    const renamed = await post(t, superAdmin, '/admin/languages/update', { id: Number(id), name: 'Renamed live', sortOrder: 1 });
    expect(renamed.statusCode).toBe(200);
    expect((await nextChange(mine)).data).toMatchObject({ resource: 'languages', id, action: 'update', actor: { name: 'Sue Super' } });
  });

  it("never tells a plain admin of a record they may not read (an admin account), as the audit trail's read rule", async () => {
    const adminStream = await stream(admin.token);
    const superStream = await stream(superAdmin.token);
    const created = await post(t, superAdmin, '/admin/register', { userType: 'admin', displayName: 'Hidden Staff', email: 'hidden-staff@example.test', password: 'secret password 99' });
    expect(created.statusCode).toBe(200);
    const visible = await addLanguage(superAdmin);
    expect((await nextChange(superStream)).data).toMatchObject({ resource: 'admin-management', action: 'create' });
    expect((await nextChange(superStream)).data).toMatchObject({ resource: 'languages', id: visible });
    // The admin's next event is the language: the staff account was never sent.
    expect((await nextChange(adminStream)).data).toMatchObject({ resource: 'languages', id: visible });
  });

  it('resumes after Last-Event-ID with the writes missed meanwhile, and asks for a refetch when it cannot', async () => {
    const first = await stream(admin.token);
    await addLanguage(admin);
    const seen = await nextChange(first);
    first.close();
    const missed = [await addLanguage(admin), await addLanguage(superAdmin)];
    const again = await stream(admin.token, { 'last-event-id': String(seen.id) });
    expect((await nextChange(again)).data.id).toBe(missed[0]);
    expect((await nextChange(again)).data.id).toBe(missed[1]);
    const later = await addLanguage(admin);
    expect((await nextChange(again)).data.id).toBe(later);

    const unknown = await stream(admin.token, { 'last-event-id': '999999999' });
    expect((await unknown.next()).event).toBe('refetch');
    const bad = await stream(admin.token, { 'last-event-id': 'first' });
    expect(bad.status).toBe(400);
  });

  it('sends more than 20 writes arriving together as one refetch of their resource, which a page resumes after', async () => {
    const first = await stream(admin.token);
    await addLanguage(admin);
    const seen = await nextChange(first);
    first.close();
    for (let i = 0; i < 60; i++) await addLanguage(admin);
    const again = await stream(admin.token, { 'last-event-id': String(seen.id) });
    const refetch = await again.next();
    expect(refetch).toMatchObject({ event: 'refetch', data: { resources: ['languages'] } });
    expect(Number(refetch.id)).toBeGreaterThan(Number(seen.id));
    const resumed = await stream(admin.token, { 'last-event-id': String(refetch.id) });
    const later = await addLanguage(admin);
    expect((await nextChange(resumed)).data.id).toBe(later);
    expect((await nextChange(again)).data.id).toBe(later);
  });

  it('sends first the writes made since the page read its data (`since`), and asks for a refetch when that is too long ago', async () => {
    const readAt = new Date().toISOString();
    const before = await addLanguage(admin);
    const live = await stream(admin.token, {}, `?since=${encodeURIComponent(readAt)}`);
    expect((await nextChange(live)).data.id).toBe(before);
    const after = await addLanguage(admin);
    expect((await nextChange(live)).data.id).toBe(after);

    const old = await stream(admin.token, {}, `?since=${encodeURIComponent(new Date(Date.now() - 600_000).toISOString())}`);
    expect((await old.next()).event).toBe('refetch');
    const bad = await stream(admin.token, {}, '?since=yesterday');
    expect(bad.status).toBe(400);
    expect(bad.refusal).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('ends the stream once the session has ended (signed out), within a heartbeat', async () => {
    const signedIn = await createTestAccount(t, 'admin');
    const live = await stream(signedIn.token);
    expect(live.status).toBe(200);
    await t.db.updateTable('sessions').set({ revokedAt: new Date(), revokedReason: 'logout' }).where('accountId', '=', signedIn.id).execute();
    let event = await live.next();
    while (event.event !== 'end') event = await live.next();
    expect(event.data).toEqual({ reason: 'session-ended' });
    await live.closed;
  });

  it('refuses a request that is not for a stream, a missing or bad token, and a marketplace account', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/v1/admin/changes', headers: admin.headers });
    expect(plain.statusCode).toBe(400);
    expect(plain.json()).toMatchObject({ code: 'VALIDATION_FAILED', reason: 'EVENT_STREAM_ONLY' });
    expect((await stream(undefined)).status).toBe(401);
    expect((await stream('not-a-token')).status).toBe(403);
    const tutor = await createTestAccount(t, 'tutor');
    const refused = await stream(tutor.token);
    expect(refused.status).toBe(403);
    expect(refused.refusal).toMatchObject({ reason: 'STAFF_ONLY' });
  });

  it('holds at most 12 streams per account (429 with Retry-After), and frees a place when a page closes', async () => {
    const busy = await createTestAccount(t, 'admin');
    const streams = [];
    for (let i = 0; i < 12; i++) streams.push(await stream(busy.token));
    expect(streams.every((live) => live.status === 200)).toBe(true);
    const refused = await stream(busy.token);
    expect(refused.status).toBe(429);
    expect(refused.refusal).toMatchObject({ code: 'RATE_LIMITED', reason: 'LIVE_STREAMS_BUSY', params: { seconds: 10 } });
    streams[0]!.close();
    let again = await stream(busy.token);
    while (again.status === 429) again = await stream(busy.token);
    expect(again.status).toBe(200);
  });
});
