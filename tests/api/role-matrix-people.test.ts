import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount, type TestAccount } from '../helpers/accounts.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { createStudent, createTutor, daysFromNow, insertBooking, insertReport, multipartBody } from '../helpers/people.js';
import { peopleRoutes, type RouteRule } from './role-matrix.people.js';

describe('people and money routes: who may call what', () => {
  let t: TestApp;
  let superAdmin: TestAccount;
  let admin: TestAccount;
  let student: TestAccount;
  let tutor: TestAccount;
  let serial = 0;

  beforeAll(async () => {
    t = await startTestApp();
    superAdmin = await createTestAccount(t, 'superAdmin');
    admin = await createTestAccount(t, 'admin');
    student = await createTestAccount(t, 'user');
    tutor = await createTestAccount(t, 'tutor');
  });
  afterAll(async () => t.close());

  /** Fills the placeholders of a rule with records made for this one call. */
  async function resolve(rule: RouteRule) {
    const makers: Record<string, () => Promise<number>> = {
      tutor: () => createTutor(t, superAdmin),
      student: () => createStudent(t, superAdmin),
      admin: async () => (await createTestAccount(t, 'admin')).id,
      booking: async () =>
        insertBooking(t, { studentId: await createStudent(t, superAdmin), tutorId: await createTutor(t, superAdmin), lessonAt: daysFromNow(-3) }),
      report: async () => insertReport(t, { reporterId: await createStudent(t, superAdmin), reportedId: await createTutor(t, superAdmin) }),
    };
    let url = rule.url;
    for (const [name, make] of Object.entries(makers)) {
      if (url.includes(`{${name}}`)) url = url.replace(`{${name}}`, String(await make()));
    }
    const body = rule.body && JSON.parse(JSON.stringify(rule.body).replace('{email}', `matrix-${(serial += 1)}@example.test`));
    return { url: `/api/v1${url}`, body };
  }

  async function call(rule: RouteRule, as: TestAccount | undefined) {
    const { url, body } = await resolve(rule);
    const auth = as ? as.headers : {};
    if (rule.multipart) {
      const form = multipartBody(rule.multipart);
      return t.app.inject({ method: rule.method, url, payload: form.payload, headers: { ...auth, ...form.headers } });
    }
    return t.app.inject({ method: rule.method, url, headers: auth, ...(body ? { payload: body } : {}) });
  }

  for (const rule of peopleRoutes) {
    const name = `${rule.method} ${rule.url}${rule.body?.userType ? ` (${String(rule.body.userType)})` : ''}`;
    it(`${name}: anonymous ${rule.anonymous}, admin ${rule.admin}, superAdmin ${rule.superAdmin}`, async () => {
      const anonymous = await call(rule, undefined);
      expect(anonymous.statusCode, anonymous.body).toBe(rule.anonymous);
      expect(anonymous.json().code).toBe('UNAUTHENTICATED');
      const asAdmin = await call(rule, admin);
      expect(asAdmin.statusCode, asAdmin.body).toBe(rule.admin);
      const asSuperAdmin = await call(rule, superAdmin);
      expect(asSuperAdmin.statusCode, asSuperAdmin.body).toBe(rule.superAdmin);
    });
  }

  it('refuses tutors and students on every one of these routes (403)', async () => {
    for (const rule of peopleRoutes) {
      for (const account of [student, tutor]) {
        const res = await call(rule, account);
        expect(res.statusCode, `${rule.method} ${rule.url} as ${account.userType}`).toBe(403);
        expect(res.json().code).toBe('FORBIDDEN');
      }
    }
  });
});
