import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { discoverDeclarations } from '../../server/declared/discover';
import { callsOf, hasAction, wholePattern, writableFields, type FieldDeclaration, type ResourceDeclaration } from '../../contract/declaration';
import { confirmDialog, staffApi, unique, type StaffApi } from './content-support';
import { csvRows } from './people-support';
import { plural, textsOf } from './resource-texts';
import { signIn } from './support';

/**
 * Every declared resource (src/resources/<name>/resource.ts), walked in the browser as staff would:
 * list, add, detail, search, edit, delete (an inline list: add, search, export, rename, remove on the
 * list); and two pages saving one record (the edit-conflict panel).
 * A resource adds browser tests only for what is special about it.
 */

const declarations = await discoverDeclarations();

/** A value typed the way a person types it, for each field kind a form asks for. */
async function fillField(page: Page, label: string, field: FieldDeclaration, text: string) {
  const input = page.getByLabel(new RegExp(`^${label}`)).first();
  switch (field.kind) {
    case 'text':
    case 'longText':
      return input.fill(field.kind === 'text' && field.case === 'lower' ? text.toLowerCase() : text);
    case 'integer':
    case 'decimal':
    case 'money':
      return input.fill(String(field.min ?? 1));
    case 'date':
      return input.fill('2026-12-01');
    case 'dateTime':
      return input.fill('2026-12-01T10:00');
    case 'choice':
      await input.click();
      return page.getByRole('option').first().click();
    case 'reference':
      // Typed as a person finds the record: by its label, in the referenced list's autocomplete.
      await input.fill(text);
      return page.getByRole('option', { name: text }).click();
    case 'boolean':
      return undefined;
    default:
      throw new Error(`The walk cannot fill a required ${field.kind} field yet: teach fillField in ${import.meta.url}`);
  }
}

/** Makers of a record a required reference can point at, answering its label (what the autocomplete finds it by). */
const referencedRecordMakers: Record<string, (api: StaffApi) => Promise<string>> = {
  async tutors(api) {
    const suffix = unique();
    const displayName = `E2E tutor ${suffix}`;
    await api.send('/admin/register', { userType: 'tutor', displayName, email: `e2e-tutor-${suffix}@example.test` });
    return displayName;
  },
};

/** The label of a new record of `resource`, for a required reference to it. */
async function referencedLabel(api: StaffApi, resource: string): Promise<string> {
  const make = referencedRecordMakers[resource];
  if (!make) throw new Error(`The walk cannot make a ${resource} record for a required reference yet: teach referencedRecordMakers in ${import.meta.url}`);
  return make(api);
}

/**
 * A new record's label and the one it is renamed to, as the label field takes them and stores them:
 * words for plain text, a code for a field with a pattern (a coupon's `[A-Z0-9]+`), in its `case`.
 */
function labelsFor(declaration: ResourceDeclaration): { label: string; renamed: string } {
  const field = declaration.fields[declaration.labelField]!;
  const stored = (text: string) => (field.kind !== 'text' || !field.case ? text : field.case === 'upper' ? text.toUpperCase() : text.toLowerCase());
  const pattern = field.kind === 'text' ? wholePattern(field) : undefined;
  const suffix = unique();
  if (!pattern) return { label: stored(`E2E ${declaration.name} ${suffix}`), renamed: stored(`E2E ${declaration.name} ${suffix} renamed`) };
  const letters = suffix.replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!);
  const codeOf = (ending: string) =>
    [`e2e${suffix}${ending}`, `e2e-${suffix}${ending}`, `e2e${letters}${ending}`, `e2e-${letters}${ending}`, `e2e-${letters}-${ending}`].map(stored).find((code) => pattern.test(code));
  const [label, renamed] = [codeOf(''), codeOf('x')];
  if (!label || !renamed) throw new Error(`The walk has no label for the pattern of ${declaration.name}.${declaration.labelField}: teach labelsFor in ${import.meta.url}`);
  return { label, renamed };
}

/** The fields a new record must be given (required, writable, without a default). */
const mustFill = (declaration: ResourceDeclaration) =>
  writableFields(declaration).filter((source) => {
    const field = declaration.fields[source]!;
    return field.required && !('default' in field && field.default !== undefined);
  });

for (const declaration of declarations.filter((each) => each.list?.inline)) {
  const { name, labelField } = declaration;

  test(`${name}: the inline list adds, finds, exports, renames and removes in the browser`, async ({ page, request }) => {
    const texts = await textsOf(name);
    const singular = texts.name.split('||||')[0]!.trim();
    const suffix = unique();
    const label = `E2E ${name} ${suffix}`;
    const api = await staffApi(request);
    const listCall = callsOf(declaration).list.replace(/^GET /, '');
    const stored = async (text: string) => (await api.list<{ id: number }>(`${listCall}?search=${encodeURIComponent(text)}`)).items;
    await signIn(page);
    await page.goto(`/admin/${name}`);
    await expect(page.getByRole('heading', { level: 1, name: plural(texts) })).toBeVisible();

    const add = page.getByRole('region', { name: texts.create?.title ?? `New ${singular}` });
    await add.getByLabel(new RegExp(`^${texts.fields[labelField]}`)).fill(label);
    await add.getByRole('button', { name: 'Add' }).click();
    await expect(page.getByText(`"${label}" added`)).toBeVisible();
    await expect(add.getByLabel(new RegExp(`^${texts.fields[labelField]}`))).toHaveValue('');
    expect(await stored(label)).toHaveLength(1);

    await page.getByRole('searchbox').or(page.getByLabel('Search')).first().fill(suffix);
    // The search has run (it is in the URL, and the table holds only what matches) before the export reads it.
    await expect(page).toHaveURL(new RegExp(suffix));
    await expect(page.locator('tbody tr')).toHaveCount(1);
    await expect(page.getByRole('row').filter({ hasText: label })).toHaveCount(1);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    const [header, ...rows] = await csvRows(await downloading);
    expect(header).toContain(texts.fields[labelField]);
    expect(rows.map((cells) => cells.join(','))).toEqual([expect.stringContaining(label)]);

    const renamed = `${label} renamed`;
    await page.getByRole('button', { name: `Rename ${label}` }).click();
    const editing = page.getByRole('row').filter({ has: page.getByRole('button', { name: 'Save', exact: true }) });
    await editing.getByLabel(new RegExp(`^${texts.fields[labelField]}`)).fill(renamed);
    await editing.getByLabel(new RegExp(`^${texts.fields[labelField]}`)).press('Enter');
    await expect(page.getByRole('button', { name: `Rename ${renamed}` })).toBeVisible();
    expect(await stored(renamed)).toHaveLength(1);

    await page.getByRole('button', { name: `Remove ${renamed}` }).click();
    await confirmDialog(page);
    await expect(page.getByRole('button', { name: `Rename ${renamed}` })).toHaveCount(0);
    expect(await stored(suffix)).toHaveLength(0);
  });
}

// A resource with screens of its own (pages: tests/e2e/content-pages.spec.ts) is walked by its own tests.
for (const declaration of declarations.filter((each) => !each.list?.inline && !each.screens)) {
  const { name, labelField } = declaration;

  test(`${name}: list, add, detail, search, edit and delete in the browser`, async ({ page, request }) => {
    const texts = await textsOf(name);
    const { label, renamed } = labelsFor(declaration);
    const api = await staffApi(request);
    await signIn(page);
    await page.goto(`/admin/${name}`);
    await expect(page.getByRole('heading', { level: 1, name: plural(texts) })).toBeVisible();

    await page.getByRole('link', { name: /create|add/i }).first().click();
    await expect(page).toHaveURL(new RegExp(`/admin/${name}/add$`));
    for (const source of mustFill(declaration)) {
      const field = declaration.fields[source]!;
      const text = field.kind === 'reference' ? await referencedLabel(api, field.resource) : source === labelField ? label : `E2E ${source}`;
      await fillField(page, texts.fields[source]!, field, text);
    }
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/${name}/\\d+$`));
    await expect(page.getByRole('heading', { name: label })).toBeVisible();
    const detailUrl = page.url();

    await page.goto(`/admin/${name}`);
    await page.getByRole('searchbox').or(page.getByLabel('Search')).first().fill(label);
    await expect(page).toHaveURL(new RegExp(label.split(' ').at(-1)!));
    await expect(page.locator('tbody tr')).toHaveCount(1);
    const row = page.getByRole('row').filter({ hasText: label });
    await expect(row).toHaveCount(1);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    const [header, ...rows] = await csvRows(await downloading);
    expect(header).toContain(texts.fields[labelField]);
    expect(rows.map((cells) => cells.join(','))).toEqual([expect.stringContaining(label)]);

    await page.goto(detailUrl);
    await page.getByRole('link', { name: 'Edit' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/${name}/edit/\\d+$`));
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: label })).toBeVisible();
    await expect(crumbs).not.toContainText('#');
    await page.getByLabel(new RegExp(`^${texts.fields[labelField]}`)).fill(renamed);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page).toHaveURL(detailUrl);
    await expect(page.getByRole('heading', { name: renamed })).toBeVisible();

    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog');
    if (await dialog.isVisible()) await dialog.getByRole('button', { name: 'Confirm' }).click();
    // Back on the list, with the search it had (react-admin keeps list parameters).
    await expect(page).toHaveURL(new RegExp(`/admin/${name}(\\?|$)`));
  });
}

// A resource whose records come from the server (email templates: nobody adds one) but that has the
// declared list: its list is walked here on the records it holds, its editor by its own tests. One that
// can add records (pages) walks its list in its own tests, after adding the record it looks for.
for (const declaration of declarations.filter((each) => !each.singleton && !each.list?.inline && each.screens && !each.screens.list && !hasAction(each, 'create'))) {
  const { name, labelField } = declaration;

  test(`${name}: the declared list finds a record, exports what it shows and opens it`, async ({ page, request }) => {
    const texts = await textsOf(name);
    const api = await staffApi(request);
    const [record] = (await api.list<Record<string, unknown> & { id: number }>(`${callsOf(declaration).list.replace(/^GET /, '')}?sort=id&dir=desc&limit=1`)).items;
    expect(record, `a ${name} record to find`).toBeDefined();
    const label = String(record![labelField]);
    await signIn(page);
    await page.goto(`/admin/${name}`);
    await expect(page.getByRole('heading', { level: 1, name: plural(texts) })).toBeVisible();
    await page.getByRole('searchbox').or(page.getByLabel('Search')).first().fill(label);
    await expect(page).toHaveURL(/filter=/);
    const row = page.getByRole('row').filter({ hasText: label });
    await expect(row.first()).toBeVisible();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    const [header, ...rows] = await csvRows(await downloading);
    expect(header).toContain(texts.fields[labelField]);
    expect(rows.map((cells) => cells.join(','))).toContainEqual(expect.stringContaining(label));
    await row.first().getByText(label, { exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/${name}/(edit/)?${record!.id}$`));
  });
}

const announcements = declarations.find((declaration) => declaration.name === 'announcements')!;

/** Two pages edit one announcement; the second saves a new title first. Answers the first page (about to save) and the API. */
async function twoEditors(browser: Browser, request: APIRequestContext) {
  expect(announcements, 'the announcements declaration').toBeDefined();
  const api = await staffApi(request);
  const title = `E2E conflict ${unique()}`;
  const created = await api.send<{ id: number }>(callsOf(announcements).create.replace(/^POST /, ''), {
    title,
    message: 'First message',
    startsAt: '2026-12-01T10:00:00.000Z',
  });
  const [first, second] = [await browser.newPage(), await browser.newPage()];
  for (const page of [first, second]) {
    await signIn(page);
    await page.goto(`/admin/announcements/edit/${created.id}`);
    await expect(page.getByLabel(/^Title/)).toHaveValue(title);
  }
  await second.getByLabel(/^Title/).fill(`${title} (theirs)`);
  await second.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(second).toHaveURL(new RegExp(`/admin/announcements/${created.id}$`));
  await second.close();

  await first.getByLabel(/^Message/).fill('My message');
  await first.getByRole('button', { name: 'Save', exact: true }).click();
  const panel = first.getByRole('alert').filter({ hasText: 'Someone else changed this record' });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('row').filter({ hasText: 'Title' })).toContainText(`${title} (theirs)`);
  await expect(first.getByLabel(/^Message/)).toHaveValue('My message');
  return { api, first, panel, title, id: created.id };
}

test('two pages on one record: the later save shows what the other changed, and loading theirs keeps what was typed', async ({ browser, request }) => {
  const { api, first, panel, title, id } = await twoEditors(browser, request);
  await panel.getByRole('button', { name: /Load their version/ }).click();
  await expect(first.getByLabel(/^Title/)).toHaveValue(`${title} (theirs)`);
  await expect(first.getByLabel(/^Message/)).toHaveValue('My message');
  await first.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(first).toHaveURL(new RegExp(`/admin/announcements/${id}$`));

  const stored = await api.get<{ title: string; message: string }>(`/admin/announcements/${id}`);
  expect(stored).toMatchObject({ title: `${title} (theirs)`, message: 'My message' });
  await first.close();
});

test('two pages on one record: "Keep mine" saves the whole form over theirs, knowingly', async ({ browser, request }) => {
  const { api, first, panel, title, id } = await twoEditors(browser, request);
  await panel.getByRole('button', { name: /Keep mine/ }).click();
  await expect(first).toHaveURL(new RegExp(`/admin/announcements/${id}$`));

  const stored = await api.get<{ title: string; message: string }>(`/admin/announcements/${id}`);
  expect(stored).toMatchObject({ title, message: 'My message' });
  await first.close();
});
