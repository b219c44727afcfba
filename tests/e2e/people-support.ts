import { expect, test, type APIRequestContext, type Download, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { ports } from '../../playwright.config';
import { staff } from './support';

/** The people and money screens run against the server seeded with the demo marketplace. */
/** E2E_DEMO_URL points the specs at an already running demo server while iterating. */
export const demoBaseURL = process.env.E2E_DEMO_URL ?? `http://localhost:${ports.demo}`;

export function runOnDemoServer() {
  test.use({ baseURL: demoBaseURL });
}

interface ListAnswer<T> {
  data: { items: T[]; total: number };
}

/**
 * The API as a staff member, beside the browser: to find records to work on and to check what the
 * server stored or refuses. Signs in once (POST /admin/login) and sends the access token.
 */
export async function staffApi(request: APIRequestContext, account: { email: string; password: string } = staff.superAdmin) {
  const login = await request.post(`${demoBaseURL}/api/v1/admin/login`, { data: { email: account.email, password: account.password, rememberMe: false } });
  expect(login.ok(), await login.text()).toBe(true);
  const headers = { authorization: `Bearer ${login.headers()['accesstoken']}` };
  const url = (path: string) => `${demoBaseURL}/api/v1${path}`;
  return {
    async get<T>(path: string): Promise<T> {
      const response = await request.get(url(path), { headers });
      expect(response.ok(), `GET ${path}: ${await response.text()}`).toBe(true);
      return ((await response.json()) as { data: T }).data;
    },
    async list<T>(path: string): Promise<ListAnswer<T>['data']> {
      return this.get<ListAnswer<T>['data']>(path);
    },
    /** Answers the status and body, whatever they are (for refusals). */
    async post(path: string, data: unknown = {}) {
      const response = await request.post(url(path), { headers, data });
      return { status: response.status(), body: (await response.json()) as { data?: unknown; message?: string } };
    },
  };
}

/** Reads a downloaded CSV as rows of cells (simple quoting, as the exporter writes it). */
export async function csvRows(download: Download): Promise<string[][]> {
  const text = await readFile((await download.path())!, 'utf8');
  return text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((line) => line.length > 0)
    .map((line) => [...line.matchAll(/("([^"]|"")*"|[^,]*)(,|$)/g)].slice(0, -1).map((match) => match[1]!.replace(/^"|"$/g, '').replace(/""/g, '"')));
}

/** Types in the list's search box and waits for the URL to carry the search. */
export async function searchList(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Search' }).fill(text);
  await expect(page).toHaveURL(/filter=.*q/);
}

/**
 * Searches a list and waits until every row it shows holds the searched text, as the person sees
 * the search applied before going on: the URL changes before the list has drawn the search (React
 * Router renders it in a transition), and a sort clicked before then sorts the list as it was.
 * For a search that finds rows and whose matches are shown in them.
 */
export async function searchListShown(page: Page, text: string) {
  await searchList(page, text);
  const needle = text.toLowerCase();
  await expect
    .poll(async () => {
      const rows = await page.locator('tbody tr').allTextContents();
      return rows.length > 0 && rows.every((row) => row.toLowerCase().includes(needle));
    })
    .toBe(true);
}

/** The decoded `filter` of the current list URL. */
export function urlFilter(page: Page): Record<string, unknown> {
  const raw = new URL(page.url()).searchParams.get('filter');
  return raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
}

/**
 * Waits until the list shows the total of the filtered rows, as a user sees the filter applied
 * (the URL changes first; the list follows when its new query answers).
 */
export async function expectListTotal(page: Page, total: number) {
  await expect(page.getByText(new RegExp(`^\\d+-\\d+ of ${total.toLocaleString('en-US')}$`))).toBeVisible();
}
