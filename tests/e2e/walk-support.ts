import { expect, type Locator, type Page } from '@playwright/test';
import { callsOf, writableFields, type ResourceDeclaration } from '../../contract/declaration';
import { en as appContent } from '../../src/resources/shared/catalogue/messages';
import type { AdminResource } from './admin-routes';
import type { StaffApi } from './content-support';
import { savedText, type ResourceTexts } from './resource-texts';

/** Helpers of tests/e2e/every-resource.spec.ts: the steps of one resource's walk. */

type Api = StaffApi;
type StoredRecord = Record<string, unknown> & { id: number };

/** Every call the admin answered with an error, and every uncaught error of the page, as they happen. */
export function watchForFailures(page: Page): string[] {
  const failures: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/') && response.status() >= 400) failures.push(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  page.on('pageerror', (error) => failures.push(`page error: ${error.message}`));
  return failures;
}

const content = (page: Page) => page.locator('#main-content');

/** The list's records: table rows, or the items of its cards or its tree. */
export const records = (page: Page) => content(page).locator('tbody tr, ul > li');

/** The list's own empty state (no record at all). */
export const emptyList = (page: Page, plural: string) => content(page).getByText(`No ${plural} yet.`);

/** The list's search and filters: react-admin's filter bar, or a list's own search box (the subjects' tree). */
export const listFilters = (page: Page) => content(page).locator('form.RaFilterForm-root').or(content(page).getByRole('searchbox'));

/** The id in a record's link, read against the resource's detail URL. */
export function idInLink(resource: AdminResource, href: string): string {
  const marker = '__id__';
  const [before, after] = resource.paths.detail(marker).split(marker) as [string, string];
  expect(href.startsWith(before) && href.endsWith(after), `${href} is a record of ${resource.name}`).toBe(true);
  return href.slice(before.length, href.length - after.length);
}

/** The record as its read call answers it (a singleton's without an id). */
export async function storedRecord(api: Api, declaration: ResourceDeclaration, id?: string): Promise<StoredRecord> {
  const path = callsOf(declaration).get.replace(/^GET /, '');
  return api.get<StoredRecord>(id === undefined ? path : path.replace('{id}', id));
}

/**
 * How the walk names a record: by its label field, or, for a resource that names its records by
 * their number (a `representation`: "#12 Spam"), by that number, which its screens title it with.
 */
export const recordTitle = (declaration: ResourceDeclaration, record: StoredRecord) =>
  declaration.representation ? `#${record.id}` : String(record[declaration.labelField]);

const conflictTitle = appContent.declared.conflict.title;

/**
 * Saves the record's form as it was read. A form's Save waits for a change, so the walk types a
 * space after the first text field it may write (the label where it may): the server trims it, so
 * what is stored stays as it was, which this checks field by field, after the saved notification.
 */
export async function saveFormUnchanged(page: Page, api: Api, declaration: ResourceDeclaration, texts: ResourceTexts, id?: string) {
  const before = await storedRecord(api, declaration, id);
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Save', exact: true }) });
  const writable = writableFields(declaration, 'update');
  const source = [declaration.labelField, ...writable].find((name) => writable.includes(name) && ['text', 'longText'].includes(declaration.fields[name]!.kind));
  expect(source, `a text field of ${declaration.name} its form writes`).toBeDefined();
  const input = form.getByRole('textbox', { name: new RegExp(`^${texts.fields[source!]}`) }).first();
  // The form shows the record as read: what the person waits for before typing.
  await expect(input).toHaveValue(String(before[source!] ?? ''));
  await input.press('ControlOrMeta+End');
  await input.pressSequentially(' ');
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(savedText(texts), { exact: true })).toBeVisible();
  await expect(page.getByText(conflictTitle)).toHaveCount(0);
  const after = await storedRecord(api, declaration, id);
  const fields = (record: StoredRecord) => Object.fromEntries(Object.keys(declaration.fields).map((name) => [name, record[name]]));
  expect(fields(after), `${declaration.name} saved unchanged`).toEqual(fields(before));
}

/** Renames the record in place (an inline list, the subjects' tree) to the name it has, and sees it said. */
export async function renameUnchanged(page: Page, record: Locator) {
  const [before, after] = appContent.catalogue.renameNamed.split('%{name}') as [string, string];
  const rename = record.getByRole('button', { name: new RegExp(`^${before}`) }).first();
  const label = (await rename.getAttribute('aria-label'))!.slice(before.length, after ? -after.length : undefined);
  await rename.click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(appContent.catalogue.renamed.replace('%{name}', label), { exact: true })).toBeVisible();
  await expect(page.getByText(conflictTitle)).toHaveCount(0);
}

/** The page does not scroll sideways at this width. */
export async function expectNoSidewaysScroll(page: Page, width: number) {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: `scroll width at ${width} px` }).toBeLessThanOrEqual(width + 1);
}
