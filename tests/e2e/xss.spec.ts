import { expect, test, type Page } from '@playwright/test';
import { screenHeading, signIn } from './support';
import {
  demoBaseURL,
  expectSanitised,
  mainBaseURL,
  shortXssPayloads,
  signInAt,
  staffApi,
  unique,
  watchForScripts,
  xssPayloads,
} from './content-support';

/**
 * Issue 8: script payloads stored through every way text gets in (pages, email templates, people's
 * names, catalogue names, report notes) never run in the admin when those records are listed and
 * opened, and pages come back from the public getPage call sanitised.
 */

const listFilter = (q: string) => `filter=${encodeURIComponent(JSON.stringify({ q }))}&perPage=50`;

/** Opens each path, waits for the screen to settle, and checks no payload ran. */
async function visitAll(page: Page, paths: string[], guard: ReturnType<typeof watchForScripts>) {
  for (const path of paths) {
    await page.goto(path);
    await expect(screenHeading(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
    await guard.expectNoneRan();
  }
}

test('pages: payloads never run in the list or the editor, and getPage serves them sanitised', async ({ page, request }) => {
  test.setTimeout(180_000);
  const api = await staffApi(request);
  const suffix = unique();
  const created: { id: number; slug: string; title: string }[] = [];
  for (const [index, payload] of xssPayloads.entries()) {
    created.push(
      await api.send('/admin/page-management/add', {
        title: `XSS ${suffix} ${index} ${shortXssPayloads[index % shortXssPayloads.length]}`,
        slug: `xss-${suffix}-${index}`,
        contentHtml: `<p>Before</p>${payload}<p>After</p>`,
        published: true,
      }),
    );
  }

  await signIn(page);
  for (const stored of created) {
    const response = await request.get(`${mainBaseURL}/api/v1/getPage?slug=${stored.slug}`);
    expect(response.status()).toBe(200);
    const served = ((await response.json()) as { data: { title: string; contentHtml: string } }).data;
    expect(served.title).toBe(stored.title);
    await expectSanitised(page, served.contentHtml);
  }

  const guard = watchForScripts(page);
  await page.goto(`/admin/pages?${listFilter(suffix)}`);
  await expect(page.getByRole('row')).toHaveCount(created.length + 1);
  for (const stored of created) await expect(page.getByRole('cell', { name: stored.title, exact: true })).toBeVisible();
  await guard.expectNoneRan();
  await visitAll(page, created.map((stored) => `/admin/pages/${stored.id}`), guard);
});

test('email templates: payloads in the subject and body never run in the editor or its live preview', async ({ page, request }) => {
  const api = await staffApi(request);
  const { items } = await api.list<{ id: number; key: string }>('/admin/emailTemplate?limit=100');
  const { id } = items.find((template) => template.key === 'report-received')!;
  const original = await api.get<{ name: string; description: string; subject: string; bodyHtml: string }>(`/admin/emailTemplate/${id}`);
  try {
    const saved = await api.send<{ bodyHtml: string }>(`/admin/emailTemplate/update/${id}`, {
      subject: `Report {{reportId}} ${shortXssPayloads[0]}`,
      bodyHtml: `<p>Hello {{displayName}}</p>${xssPayloads.join('\n')}`,
    });
    await expectSanitised(page, saved.bodyHtml);

    const guard = watchForScripts(page);
    await signIn(page);
    await visitAll(page, ['/admin/email-templates', `/admin/email-templates/${id}`], guard);
    await expect(page.frameLocator('iframe[sandbox]').locator('body')).toContainText('Hello');

    // A draft typed in the editor: the live preview renders the server's sanitised answer only.
    const body = page.getByLabel(/^HTML body/);
    for (const payload of xssPayloads) {
      await body.fill(`<p>Draft {{displayName}}</p>${payload}`);
      await expect(page.frameLocator('iframe[sandbox]').locator('body')).toContainText('Draft');
      await guard.expectNoneRan();
    }
  } finally {
    const { name, description, subject, bodyHtml } = original;
    await api.send(`/admin/emailTemplate/update/${id}`, { name, description, subject, bodyHtml });
  }
});

test('names: payloads as tutor, student, admin and language names never run in lists or details', async ({ page, request }) => {
  test.setTimeout(180_000);
  const api = await staffApi(request);
  const suffix = unique();
  const paths: string[] = [];
  for (const [index, payload] of shortXssPayloads.entries()) {
    const name = `${payload} ${suffix}`;
    const tutor = await api.send<{ id: number }>('/admin/register', { userType: 'tutor', displayName: name, email: `xss-tutor-${index}-${suffix}@example.test` });
    const student = await api.send<{ id: number }>('/admin/register', { userType: 'user', displayName: name, email: `xss-user-${index}-${suffix}@example.test` });
    const admin = await api.send<{ id: number }>('/admin/register', {
      userType: 'admin',
      displayName: name,
      email: `xss-admin-${index}-${suffix}@example.test`,
      password: `Xss!Password-${suffix}`,
    });
    const language = await api.send<{ id: number }>('/admin/languages/add', { name });
    expect(language.id).toBeGreaterThan(0);
    paths.push(`/admin/tutors/${tutor.id}`, `/admin/tutors/edit/${tutor.id}`, `/admin/users/${student.id}`, `/admin/users/edit/${student.id}`, `/admin/admin-management/view/${admin.id}`);
  }

  const guard = watchForScripts(page);
  await signIn(page);
  const lists = ['tutors', 'users', 'admin-management', 'languages'].map((resource) => `/admin/${resource}?${listFilter(suffix)}`);
  await visitAll(page, lists, guard);
  await expect(page.getByText(`${shortXssPayloads[0]} ${suffix}`, { exact: false }).first()).toBeVisible();
  await visitAll(page, ['/admin/dashboard', ...paths], guard);
});

test('reports: a payload in the admin note never runs in the report list or detail', async ({ page, request }) => {
  const api = await staffApi(request, demoBaseURL);
  const [report] = (await api.list<{ id: number }>('/admin/report-management?sort=id&dir=asc&limit=1')).items;
  const original = await api.get<{ adminNote: string }>(`/admin/report-management/${report!.id}`);
  try {
    const note = xssPayloads.join('\n').slice(0, 5000);
    const saved = await api.send<{ adminNote: string }>(`/admin/report-management/update/${report!.id}`, { adminNote: note });
    expect(saved.adminNote).toBe(note); // stored as text, shown as text

    const guard = watchForScripts(page);
    await signInAt(page, demoBaseURL);
    await visitAll(page, [`${demoBaseURL}/admin/reports`, `${demoBaseURL}/admin/reports/${report!.id}`], guard);
    await expect(page.getByText('<script>window.__xss = "script"', { exact: false }).first()).toBeVisible();
    await guard.expectNoneRan();
  } finally {
    await api.send(`/admin/report-management/update/${report!.id}`, { adminNote: original.adminNote });
  }
});
