import { deflateSync } from 'node:zlib';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { ports } from '../../playwright.config';
import { fillSignIn, staff } from './support';

/**
 * Helpers of the content, XSS and network-drop specs: the API beside the browser (to set up
 * records and check what the server stored), fresh staff accounts, a guard against stored
 * scripts, and a small generated PNG.
 */

export const mainBaseURL = process.env.E2E_MAIN_URL ?? `http://localhost:${ports.main}`;
/** The server seeded with the demo marketplace (reports exist only there). */
export const demoBaseURL = process.env.E2E_DEMO_URL ?? `http://localhost:${ports.demo}`;

export interface Account {
  email: string;
  password: string;
}

/** A short suffix that keeps the records of one run apart from earlier runs and other workers. */
export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export interface ApiAnswer<T = unknown> {
  status: number;
  body: { data?: T; message?: string; code?: string; reason?: string; params?: Record<string, unknown>; errors?: Record<string, string> };
}

export type StaffApi = Awaited<ReturnType<typeof staffApi>>;

/** The API as a staff member: signs in once (POST /admin/login) and sends the access token. */
export async function staffApi(request: APIRequestContext, baseURL = mainBaseURL, account: Account = staff.superAdmin) {
  const login = await request.post(`${baseURL}/api/v1/admin/login`, { data: { email: account.email, password: account.password, rememberMe: false } });
  expect(login.ok(), await login.text()).toBe(true);
  const headers = { authorization: `Bearer ${login.headers()['accesstoken']}` };
  const url = (path: string) => `${baseURL}/api/v1${path}`;
  const answer = async <T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<ApiAnswer<T>> => ({
    status: response.status(),
    body: (await response.json()) as ApiAnswer<T>['body'],
  });
  return {
    baseURL,
    /** Answers the status and body, whatever they are (for refusals). */
    async post<T = unknown>(path: string, data: unknown = {}): Promise<ApiAnswer<T>> {
      return answer<T>(await request.post(url(path), { headers, data }));
    },
    /** Answers `data` of a call that must succeed. */
    async send<T = unknown>(path: string, data: unknown = {}): Promise<T> {
      const { status, body } = await this.post<T>(path, data);
      expect(status, `POST ${path}: ${JSON.stringify(body)}`).toBeLessThan(300);
      return body.data as T;
    },
    /** Answers `data` of a PUT (a declared resource's update) that must succeed. */
    async put<T = unknown>(path: string, data: unknown): Promise<T> {
      const { status, body } = await answer<T>(await request.put(url(path), { headers, data }));
      expect(status, `PUT ${path}: ${JSON.stringify(body)}`).toBe(200);
      return body.data as T;
    },
    async get<T = unknown>(path: string): Promise<T> {
      const { status, body } = await answer<T>(await request.get(url(path), { headers }));
      expect(status, `GET ${path}: ${JSON.stringify(body)}`).toBe(200);
      return body.data as T;
    },
    async list<T = unknown>(path: string): Promise<{ items: T[]; total: number }> {
      return this.get<{ items: T[]; total: number }>(path);
    },
    /** The audit trail of one record, newest first. */
    async history(resource: string, recordId: number) {
      return this.list<{ action: string; before: unknown; after: unknown }>(`/admin/audit?resource=${resource}&recordId=${recordId}&limit=100`);
    },
  };
}

/** A new admin account, so that tests changing a profile or a password leave the shared ones alone. */
export async function createAdmin(api: StaffApi, name = 'E2E Admin'): Promise<Account & { id: number; displayName: string }> {
  const suffix = unique();
  const account = { email: `e2e-admin-${suffix}@example.test`, password: `Fresh!Pass-${suffix}`, displayName: `${name} ${suffix}` };
  const created = await api.send<{ id: number }>('/admin/register', { userType: 'admin', ...account });
  return { ...account, id: created.id };
}

/** Signs in on any of the test servers and waits for the dashboard. */
export async function signInAt(page: Page, baseURL: string, account: Account = staff.superAdmin) {
  await page.goto(`${baseURL}/admin/login`);
  await fillSignIn(page, account);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

/**
 * Watches a page for stored payloads that run: any dialog (alert, confirm, prompt) and the
 * `window.__xss` marker the payloads set. Call `expectNoneRan()` after each screen.
 */
export function watchForScripts(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()} on ${page.url()}`);
    void dialog.dismiss().catch(() => undefined);
  });
  return {
    async expectNoneRan() {
      // Sandboxed previews cannot run scripts (nor can they be evaluated in); every other frame is checked.
      const frames = [];
      for (const frame of page.frames()) {
        const element = await frame.frameElement().catch(() => null);
        if (element && (await element.getAttribute('sandbox')) !== null) continue;
        frames.push(frame);
      }
      const markers = await Promise.all(frames.map((frame) => frame.evaluate(() => (window as { __xss?: unknown }).__xss ?? null)));
      expect(dialogs, 'dialogs opened by stored payloads').toEqual([]);
      expect(markers.filter((marker) => marker !== null), `window.__xss set on ${page.url()}`).toEqual([]);
    },
  };
}

/**
 * Script payloads: tags, event handlers, URLs with script schemes, nested documents, entity and
 * case tricks, and markup that mutates when re-parsed. Each one, if it ran, would set
 * `window.__xss` (or its parent's) and open a dialog.
 */
export const xssPayloads = [
  '<script>window.__xss = "script"; alert("script")</script>',
  '<SCRIPT SRC=data:text/javascript,window.__xss="src";alert(1)></SCRIPT>',
  '<img src=x onerror="window.__xss=\'img\';alert(\'img\')">',
  '<img src="x" oNeRrOr=window.__xss=1;alert(1)//',
  '<svg onload="window.__xss=\'svg\';alert(\'svg\')"><circle r="5"/></svg>',
  '<svg><script>window.__xss="svg-script";alert(1)</script></svg>',
  '<a href="javascript:window.__xss=\'link\';alert(\'link\')">click me</a>',
  '<a href="jav&#x09;ascript:window.__xss=1;alert(1)">tab-split link</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">entity link</a>',
  '<iframe srcdoc="<script>parent.__xss=\'srcdoc\';alert(1)</script>"></iframe>',
  '<iframe src="javascript:parent.__xss=1;alert(1)"></iframe>',
  '<p onclick="window.__xss=1" onmouseover="window.__xss=1;alert(1)" style="width:100%">hover me</p>',
  '<div style="background:url(javascript:alert(1))">styled</div>',
  '<body onload="window.__xss=\'body\';alert(1)">',
  '<details open ontoggle="window.__xss=\'details\';alert(1)"><summary>x</summary></details>',
  '<input autofocus onfocus="window.__xss=\'focus\';alert(1)">',
  '<video><source onerror="window.__xss=\'video\';alert(1)"></video>',
  '<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=\'mxss\';alert(1)">',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=1;alert(1)>">',
  '&lt;img src=x onerror="window.__xss=\'entity\';alert(1)"&gt;',
  '&#60;script&#62;window.__xss="entity-script";alert(1)&#60;/script&#62;',
  '"><script>window.__xss="attr-break";alert(1)</script>',
  "'\"><img src=x onerror=window.__xss=1;alert(1)>",
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<template><img src=x onerror="window.__xss=1;alert(1)"></template>',
];

/** Short payloads that fit one-line fields (names, titles: at most 100 characters). */
export const shortXssPayloads = [
  '<img src=x onerror=window.__xss=1;alert(1)>',
  '<script>window.__xss=1;alert(1)</script>',
  '<svg onload=window.__xss=1;alert(1)>',
  '"><a href="javascript:alert(1)">x</a>',
];

/**
 * Checks HTML the server answered is free of anything that can run: parsed (inertly, with
 * DOMParser) in the browser, no script-capable element, no event attribute, no script or data URL.
 */
export async function expectSanitised(page: Page, html: string) {
  const problems = await page.evaluate((markup) => {
    const doc = new DOMParser().parseFromString(`<body>${markup}</body>`, 'text/html');
    const banned = new Set(['SCRIPT', 'IFRAME', 'FRAME', 'SVG', 'MATH', 'OBJECT', 'EMBED', 'FORM', 'STYLE', 'META', 'BASE', 'LINK', 'TEMPLATE', 'NOSCRIPT']);
    const found: string[] = [];
    for (const element of Array.from(doc.body.querySelectorAll('*'))) {
      if (banned.has(element.tagName.toUpperCase())) found.push(`<${element.tagName.toLowerCase()}>`);
      for (const attribute of Array.from(element.attributes)) {
        const name = attribute.name.toLowerCase();
        // Browsers ignore whitespace and control characters inside a URL scheme ("jav\tascript:").
        const value = Array.from(attribute.value).filter((char) => char.charCodeAt(0) > 32).join('').toLowerCase();
        if (name.startsWith('on') || name === 'srcdoc' || (name === 'style' && /url\(|expression/.test(value))) found.push(`${element.tagName.toLowerCase()}[${name}]`);
        if (['href', 'src', 'action', 'data', 'formaction'].includes(name) && /^(javascript|data|vbscript):/.test(value)) found.push(`${element.tagName.toLowerCase()}[${name}=${value.slice(0, 20)}]`);
      }
    }
    return found;
  }, html);
  expect(problems, `unsafe markup in: ${html.slice(0, 300)}`).toEqual([]);
}

/** A real PNG of the given size and colour (RGB), built here so no fixture file is needed. */
export function makePng(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

/**
 * Confirms the open dialog and waits for it to close. While a modal dialog is open the page
 * behind it is aria-hidden, so role queries there find nothing: waiting for the close is what
 * makes "the row is gone" mean the removal finished.
 */
export async function confirmDialog(page: Page) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toHaveCount(0);
}
