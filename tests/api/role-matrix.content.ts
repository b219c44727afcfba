import type { DB } from '../../server/db/index.js';

/** Who may call what: `public` needs no token, `signedIn` any account, `admin` admin or superAdmin. */
export type Access = 'public' | 'signedIn' | 'admin';
export type Role = 'anonymous' | 'user' | 'tutor' | 'admin' | 'superAdmin';

export const expectedStatus: Record<Access, Record<Role, number>> = {
  public: { anonymous: 200, user: 200, tutor: 200, admin: 200, superAdmin: 200 },
  signedIn: { anonymous: 401, user: 200, tutor: 200, admin: 200, superAdmin: 200 },
  admin: { anonymous: 401, user: 403, tutor: 403, admin: 200, superAdmin: 200 },
};

export interface RoleRow {
  method: 'GET' | 'POST';
  /** The call as documented, for the test name. */
  path: string;
  access: Access;
  /** A request that succeeds for an allowed caller; it may create the records it acts on. */
  request: (db: DB, unique: string) => Promise<{ url: string; payload?: unknown }>;
}

const insertId = async (query: { executeTakeFirstOrThrow: () => Promise<{ id: number }> }) => (await query.executeTakeFirstOrThrow()).id;
const language = (db: DB, unique: string) => insertId(db.insertInto('languages').values({ name: `Language ${unique}` }).returning('id'));
const level = (db: DB, unique: string) => insertId(db.insertInto('levels').values({ name: `Level ${unique}` }).returning('id'));
const reportTitle = (db: DB, unique: string) => insertId(db.insertInto('reportTitles').values({ title: `Title ${unique}` }).returning('id'));
const subject = (db: DB, unique: string, parentId: number | null = null) =>
  insertId(db.insertInto('subjects').values({ name: `Subject ${unique}`, parentId }).returning('id'));
const page = (db: DB, unique: string, published = false) =>
  insertId(db.insertInto('pages').values({ slug: `page-${unique}`, title: `Page ${unique}`, published }).returning('id'));
const template = (db: DB, unique: string) =>
  insertId(db.insertInto('emailTemplates').values({ key: `key_${unique}`, name: 'T', subject: 'S', bodyHtml: '<p>B</p>', variables: '[]' }).returning('id'));

export const contentRoleRows: RoleRow[] = [
  { method: 'GET', path: '/admin/page-management', access: 'admin', request: async () => ({ url: '/admin/page-management' }) },
  { method: 'GET', path: '/admin/page-management/{id}', access: 'admin', request: async (db, u) => ({ url: `/admin/page-management/${await page(db, u)}` }) },
  { method: 'POST', path: '/admin/page-management/update/{id}', access: 'admin', request: async (db, u) => ({ url: `/admin/page-management/update/${await page(db, u)}`, payload: { title: 'Changed' } }) },
  { method: 'POST', path: '/admin/page-management/add', access: 'admin', request: async (_db, u) => ({ url: '/admin/page-management/add', payload: { title: 'New', slug: `new-${u}` } }) },
  { method: 'POST', path: '/admin/page-management/remove', access: 'admin', request: async (db, u) => ({ url: '/admin/page-management/remove', payload: { id: await page(db, u) } }) },
  { method: 'GET', path: '/getPage', access: 'public', request: async (db, u) => (await page(db, u, true), { url: `/getPage?slug=page-${u}` }) },

  { method: 'GET', path: '/admin/emailTemplate', access: 'admin', request: async () => ({ url: '/admin/emailTemplate' }) },
  { method: 'GET', path: '/admin/emailTemplate/{id}', access: 'admin', request: async (db, u) => ({ url: `/admin/emailTemplate/${await template(db, u)}` }) },
  { method: 'POST', path: '/admin/emailTemplate/update/{id}', access: 'admin', request: async (db, u) => ({ url: `/admin/emailTemplate/update/${await template(db, u)}`, payload: { subject: 'S2', bodyHtml: '<p>B2</p>' } }) },
  { method: 'POST', path: '/admin/emailTemplate/preview/{id}', access: 'admin', request: async (db, u) => ({ url: `/admin/emailTemplate/preview/${await template(db, u)}`, payload: {} }) },

  { method: 'GET', path: '/admin/setting', access: 'admin', request: async () => ({ url: '/admin/setting' }) },
  { method: 'POST', path: '/admin/setting/update', access: 'admin', request: async (_db, u) => ({ url: '/admin/setting/update', payload: { siteName: `Site ${u}` } }) },

  { method: 'GET', path: '/tutor/getLanguages', access: 'signedIn', request: async () => ({ url: '/tutor/getLanguages' }) },
  { method: 'POST', path: '/admin/languages/add', access: 'admin', request: async (_db, u) => ({ url: '/admin/languages/add', payload: { name: `Added ${u}` } }) },
  { method: 'POST', path: '/admin/languages/update', access: 'admin', request: async (db, u) => ({ url: '/admin/languages/update', payload: { id: await language(db, u), name: `Renamed ${u}` } }) },
  { method: 'POST', path: '/admin/languages/remove', access: 'admin', request: async (db, u) => ({ url: '/admin/languages/remove', payload: { id: await language(db, u) } }) },

  { method: 'GET', path: '/tutor/getEducationTitle', access: 'signedIn', request: async () => ({ url: '/tutor/getEducationTitle' }) },
  { method: 'POST', path: '/admin/levels/add', access: 'admin', request: async (_db, u) => ({ url: '/admin/levels/add', payload: { name: `Added ${u}` } }) },
  { method: 'POST', path: '/admin/levels/update', access: 'admin', request: async (db, u) => ({ url: '/admin/levels/update', payload: { id: await level(db, u), name: `Renamed ${u}` } }) },
  { method: 'POST', path: '/admin/levels/remove', access: 'admin', request: async (db, u) => ({ url: '/admin/levels/remove', payload: { ids: [await level(db, u)] } }) },

  { method: 'GET', path: '/admin/reportTitles', access: 'admin', request: async () => ({ url: '/admin/reportTitles' }) },
  { method: 'POST', path: '/admin/reportTitles/add', access: 'admin', request: async (_db, u) => ({ url: '/admin/reportTitles/add', payload: { title: `Added ${u}` } }) },
  { method: 'POST', path: '/admin/reportTitles/update', access: 'admin', request: async (db, u) => ({ url: '/admin/reportTitles/update', payload: { id: await reportTitle(db, u), title: `Renamed ${u}` } }) },
  { method: 'POST', path: '/admin/reportTitles/remove', access: 'admin', request: async (db, u) => ({ url: '/admin/reportTitles/remove', payload: { id: await reportTitle(db, u) } }) },

  { method: 'GET', path: '/tutor/getSubjects', access: 'signedIn', request: async () => ({ url: '/tutor/getSubjects?flat=true&limit=500' }) },
  { method: 'POST', path: '/admin/subject/add', access: 'admin', request: async (_db, u) => ({ url: '/admin/subject/add', payload: { name: `Added ${u}` } }) },
  { method: 'POST', path: '/admin/subject/update', access: 'admin', request: async (db, u) => ({ url: '/admin/subject/update', payload: { id: await subject(db, u), name: `Renamed ${u}` } }) },
  { method: 'POST', path: '/admin/subject/remove', access: 'admin', request: async (db, u) => ({ url: '/admin/subject/remove', payload: { id: await subject(db, u) } }) },
  {
    method: 'POST',
    path: '/admin/subject/remove/children',
    access: 'admin',
    request: async (db, u) => {
      const parentId = await subject(db, u);
      await subject(db, `${u}-child`, parentId);
      return { url: '/admin/subject/remove/children', payload: { parentId } };
    },
  },
];
