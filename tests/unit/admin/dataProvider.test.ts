import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as audit from '../../../contract/audit';
import * as reports from '../../../contract/reports';
import * as trash from '../../../contract/trash';
import { listQueryOf } from '../../../server/declared/listQuery';
import { contractOf } from '../../../server/declared/contract';
import { accountListQuery } from '../../../src/resources/users/server/listQuery';
import { declarationOf } from '../../../src/resources/declared';
import { ApiRequestError } from '../../../src/authProvider/ApiRequestError';
import { withLifecycleCallbacks } from 'ra-core';
import { getStoredUser } from '../../../src/authProvider';
import { saveSession } from '../../../src/authProvider/storage';
import { createDataProvider, endpoints, profileUploads, type AppDataProvider } from '../../../src/dataProvider';
import { profileFormData } from '../../../src/dataProvider/profileForm';
import { whenDataChanges } from '../../../src/dataProvider/changes';
import { chunksOf } from '../../../src/dataProvider/requestParts';
import type { EndpointTable, ListCall, WriteCall } from '../../../src/dataProvider/endpointTypes';
import { declarations, declarationsWithTrash } from '../../../src/resources/declared';
import { trashResource } from '../../../src/resources/shared/trash/trashResource';
import * as tutors from '../../../src/resources/tutors/server/contract';
import { accountUpdateBody, registerBody } from '../../../src/resources/users/server/accountBodies';
import { callsOf, hasAction, listFilters, ownsCall, sortableFields, splitCall, subsetCreateOf, subsetQueryOf, takesImports, writableFields, type CallDeclaration } from '../../../contract/declaration';
import { sampleValue } from './declaredSamples';
import { clientWith, jsonResponse, type SentRequest } from './providerTestKit';

const endpointTable: EndpointTable = endpoints;
const listPaths = new Set(Object.values(endpointTable).flatMap((row) => (row.getList ? [row.getList.path] : [])));

/** Answers like the API: lists `{data:{items,total}}`, everything else `{data: record}`. */
function apiLike(request: SentRequest) {
  const url = new URL(request.url, 'http://admin.test');
  const path = url.pathname.replace('/api/v1', '');
  if (request.method === 'GET' && listPaths.has(path)) {
    const ids = url.searchParams.get('ids')?.split(',').map(Number);
    const items = [{ id: 7, name: 'Seven' }, { id: 8, name: 'Eight' }, { id: 9, name: 'Nine' }].filter((item) => !ids || ids.includes(item.id));
    return jsonResponse({ data: { items, total: items.length } });
  }
  const id = Number(/\/(\d+)(\/status)?$/.exec(path)?.[1] ?? 1);
  // The tutor calls answer a tutor, as the server's do; the account calls serve students and admin
  // accounts alike, so their answer says no type here (the screens' checks of it are tested below).
  const account = path.startsWith('/admin/tutor/') ? { userType: 'tutor' } : {};
  return jsonResponse({ data: { id, answeredBy: path, ...account } });
}

function setup() {
  const { client, sent } = clientWith(apiLike);
  const dataProvider = createDataProvider(client);
  /** method, path+query and body of each request, in order. */
  const requests = () =>
    sent.map(({ method, url, body }) => ({ method, url: decodeURIComponent(url), ...(body === undefined ? {} : { body }) }));
  return { dataProvider, sent, requests };
}

const defaultList = { pagination: { page: 1, perPage: 25 }, sort: { field: 'id', order: 'ASC' as const }, filter: {} };

interface Row {
  /** `resource.method` (or `resource.actions.name`): every row of the table has at least one. */
  row: string;
  run: (dataProvider: AppDataProvider) => Promise<unknown>;
  expected: Array<{ method: string; url: string; body?: unknown }>;
}

const page = { id: 7, title: 'About', slug: 'about', contentHtml: '<p>Hi</p>', published: true, createdAt: 'x', updatedAt: 'y' };
const account = { id: 3, uid: 'u3', displayName: 'Ada', email: 'ada@example.test', phone: null, userType: 'user', userRole: null, status: 'active', createdAt: 'x' };
/** What an account's edit form sends of `account`: every field it may write. */
const accountForm = { displayName: 'Ada', email: 'ada@example.test', phone: null, status: 'active', userType: 'user', userRole: null };
const { userType: _type, userRole: _role, ...studentForm } = accountForm;
const tutorFields = { displayName: 'Tia', email: 'tia@example.test', phone: '+1 555', password: 'long-enough-pass', headline: 'Maths', bio: 'Bio', hourlyRateCents: 4000, country: 'DE', subjectIds: [1], languageIds: [2], levelIds: [3] };

const rows: Row[] = [
  // pages

  // reports
  {
    row: 'reports.getList',
    run: (dp) => dp.getList('reports', { ...defaultList, sort: { field: 'createdAt', order: 'DESC' }, filter: { status: 'open', reportedId: 4, createdFrom: '2025-01-01' } }),
    expected: [{ method: 'GET', url: '/api/v1/admin/report-management?page=1&limit=25&sort=createdAt&dir=desc&status=open&reportedId=4&createdFrom=2025-01-01' }],
  },
  { row: 'reports.getOne', run: (dp) => dp.getOne('reports', { id: 12 }), expected: [{ method: 'GET', url: '/api/v1/admin/report-management/12' }] },
  {
    row: 'reports.update',
    run: (dp) => dp.update('reports', { id: 12, data: { id: 12, status: 'resolved', adminNote: 'Done', reporterName: 'R' }, previousData: { id: 12 } }),
    expected: [{ method: 'POST', url: '/api/v1/admin/report-management/update/12', body: { status: 'resolved', adminNote: 'Done' } }],
  },
  {
    row: 'reports.actions.bulkStatus',
    run: (dp) => dp.call('reports', 'bulkStatus', { data: { ids: [12, 13], status: 'resolved' } }),
    expected: [{ method: 'POST', url: '/api/v1/admin/report-management/bulk-status', body: { ids: [12, 13], status: 'resolved' } }],
  },

  // transactions: id = bookingId
  {
    row: 'transactions.getList',
    run: (dp) => dp.getList('transactions', { ...defaultList, sort: { field: 'amountCents', order: 'ASC' }, filter: { paymentStatus: 'paid', minAmount: 100, currency: 'USD' } }),
    expected: [{ method: 'GET', url: '/api/v1/admin/transactions?page=1&limit=25&sort=amountCents&dir=asc&minAmount=100&currency=USD&paymentStatus=paid' }],
  },
  { row: 'transactions.getOne', run: (dp) => dp.getOne('transactions', { id: 42 }), expected: [{ method: 'GET', url: '/api/v1/admin/transactions/42' }] },

  // admin-management: staff accounts
  {
    row: 'admin-management.getList',
    run: (dp) => dp.getList('admin-management', { ...defaultList, filter: { q: 'ada' } }),
    expected: [{ method: 'GET', url: '/api/v1/admin/user?userType=staff&page=1&limit=25&search=ada&sort=id&dir=asc' }],
  },
  {
    row: 'admin-management.getList (userType filter narrows staff)',
    run: (dp) => dp.getList('admin-management', { ...defaultList, filter: { userType: 'superAdmin' } }),
    expected: [{ method: 'GET', url: '/api/v1/admin/user?userType=superAdmin&page=1&limit=25&sort=id&dir=asc' }],
  },
  { row: 'admin-management.getOne', run: (dp) => dp.getOne('admin-management', { id: 3 }), expected: [{ method: 'GET', url: '/api/v1/admin/user/3' }] },
  {
    row: 'admin-management.create',
    run: (dp) => dp.create('admin-management', { data: { displayName: 'Ed', email: 'ed@example.test', password: 'long-enough-pass', userRole: 'editor', confirmPassword: 'x' } }),
    expected: [{ method: 'POST', url: '/api/v1/admin/register', body: { userType: 'admin', displayName: 'Ed', email: 'ed@example.test', password: 'long-enough-pass', userRole: 'editor' } }],
  },
  {
    row: 'admin-management.create (superAdmin chosen in the form)',
    run: (dp) => dp.create('admin-management', { data: { userType: 'superAdmin', displayName: 'Sue', email: 'sue@example.test', password: 'long-enough-pass' } }),
    expected: [{ method: 'POST', url: '/api/v1/admin/register', body: { userType: 'superAdmin', displayName: 'Sue', email: 'sue@example.test', password: 'long-enough-pass' } }],
  },
  {
    row: 'admin-management.update',
    run: (dp) => dp.update('admin-management', { id: 3, data: { ...account, userType: 'admin', userRole: 'editor' }, previousData: { ...account, userType: 'admin', userRole: 'admin' } }),
    // The whole form goes: the server tells what changed (setting a type or role needs a superAdmin).
    expected: [{ method: 'POST', url: '/api/v1/admin/user/3', body: { ...accountForm, userType: 'admin', userRole: 'editor' } }],
  },
  { row: 'admin-management.delete', run: (dp) => dp.delete('admin-management', { id: 3 }), expected: [{ method: 'POST', url: '/api/v1/admin/user/delete/3' }] },
  {
    row: 'admin-management.deleteMany',
    run: (dp) => dp.deleteMany('admin-management', { ids: [3, 4] }),
    expected: [{ method: 'POST', url: '/api/v1/admin/user/bulk', body: { action: 'delete', ids: [3, 4] } }],
  },

  // users: students
  {
    row: 'users.getList',
    run: (dp) => dp.getList('users', { ...defaultList, sort: { field: 'displayName', order: 'ASC' }, filter: { status: 'suspended', userType: 'admin' } }),
    expected: [{ method: 'GET', url: '/api/v1/admin/user?userType=user&page=1&limit=25&sort=displayName&dir=asc&status=suspended' }],
  },
  { row: 'users.getOne', run: (dp) => dp.getOne('users', { id: 3 }), expected: [{ method: 'GET', url: '/api/v1/admin/user/3' }] },
  {
    row: 'users.create',
    run: (dp) => dp.create('users', { data: { userType: 'admin', displayName: 'Stu', email: 'stu@example.test', status: 'active' } }),
    expected: [{ method: 'POST', url: '/api/v1/admin/register', body: { userType: 'user', displayName: 'Stu', email: 'stu@example.test', status: 'active' } }],
  },
  {
    row: 'users.update',
    run: (dp) => dp.update('users', { id: 3, data: { ...account, displayName: 'Ada L.', phone: '+44 1' }, previousData: account }),
    // A student's kind and role are read-only (src/resources/users/resource.ts): the row leaves them out.
    expected: [{ method: 'POST', url: '/api/v1/admin/user/3', body: { ...studentForm, displayName: 'Ada L.', phone: '+44 1' } }],
  },
  { row: 'users.delete', run: (dp) => dp.delete('users', { id: 3 }), expected: [{ method: 'POST', url: '/api/v1/admin/user/delete/3' }] },
  {
    row: 'users.deleteMany',
    run: (dp) => dp.deleteMany('users', { ids: [3] }),
    expected: [{ method: 'POST', url: '/api/v1/admin/user/bulk', body: { action: 'delete', ids: [3] } }],
  },

  // tutors
  {
    row: 'tutors.getList',
    run: (dp) => dp.getList('tutors', { ...defaultList, sort: { field: 'hourlyRateCents', order: 'DESC' }, filter: { approvalStatus: 'pending', subjectId: 2, minHourlyRate: 1000, maxHourlyRate: 5000 } }),
    expected: [{ method: 'GET', url: '/api/v1/admin/tutor?page=1&limit=25&sort=hourlyRateCents&dir=desc&approvalStatus=pending&minHourlyRate=1000&maxHourlyRate=5000&subjectId=2' }],
  },
  { row: 'tutors.getOne', run: (dp) => dp.getOne('tutors', { id: 5 }), expected: [{ method: 'GET', url: '/api/v1/admin/tutor/5' }] },
  {
    row: 'tutors.create',
    run: (dp) => dp.create('tutors', { data: { ...tutorFields, approvalStatus: 'approved', userType: 'admin' } }),
    expected: [{ method: 'POST', url: '/api/v1/admin/register', body: { userType: 'tutor', ...tutorFields, approvalStatus: 'approved' } }],
  },
  {
    row: 'tutors.update',
    run: (dp) => dp.update('tutors', { id: 5, data: { id: 5, ...tutorFields, stats: { bookingCount: 1 }, subjects: [{ id: 1, name: 'Maths' }] }, previousData: { id: 5 } }),
    expected: [
      {
        method: 'POST',
        url: '/api/v1/admin/tutor/5',
        body: { displayName: 'Tia', email: 'tia@example.test', phone: '+1 555', headline: 'Maths', bio: 'Bio', hourlyRateCents: 4000, country: 'DE', subjectIds: [1], languageIds: [2], levelIds: [3] },
      },
    ],
  },
  { row: 'tutors.delete', run: (dp) => dp.delete('tutors', { id: 5 }), expected: [{ method: 'POST', url: '/api/v1/admin/tutor/delete/5' }] },
  {
    row: 'tutors.deleteMany',
    run: (dp) => dp.deleteMany('tutors', { ids: [5, 6] }),
    expected: [{ method: 'POST', url: '/api/v1/admin/tutor/bulk', body: { action: 'delete', ids: [5, 6] } }],
  },
  {
    row: 'tutors.actions.setStatus',
    run: (dp) => dp.call('tutors', 'setStatus', { id: 5, data: { action: 'approve', reason: 'Checked ID' } }),
    expected: [{ method: 'POST', url: '/api/v1/admin/tutor/5/status', body: { action: 'approve', reason: 'Checked ID' } }],
  },
  {
    row: 'tutors.actions.bulkStatus',
    run: (dp) => dp.call('tutors', 'bulkStatus', { data: { ids: [5, 6], action: 'approve', reason: 'Checked ID' } }),
    expected: [{ method: 'POST', url: '/api/v1/admin/tutor/bulk-status', body: { ids: [5, 6], action: 'approve', reason: 'Checked ID' } }],
  },

  // subjects: the generic list and read, catalogue writes, tree and child removal as actions
  {
    row: 'subjects.getList',
    run: (dp) => dp.getList('subjects', { ...defaultList, sort: { field: 'name', order: 'ASC' }, filter: { parentId: 3 } }),
    expected: [{ method: 'GET', url: '/api/v1/admin/subject?page=1&limit=25&sort=name&dir=asc&parentId=3' }],
  },
  { row: 'subjects.getOne', run: (dp) => dp.getOne('subjects', { id: 8 }), expected: [{ method: 'GET', url: '/api/v1/admin/subject/8' }] },
  { row: 'subjects.create', run: (dp) => dp.create('subjects', { data: { name: 'Algebra', parentId: 3 } }), expected: [{ method: 'POST', url: '/api/v1/admin/subject/add', body: { name: 'Algebra', parentId: 3 } }] },
  {
    row: 'subjects.update',
    run: (dp) => dp.update('subjects', { id: 8, data: { id: 8, name: 'Algebra II', parentId: 3, sortOrder: 2, tutorCount: 4, childCount: 0 }, previousData: { id: 8 } }),
    expected: [{ method: 'POST', url: '/api/v1/admin/subject/update', body: { id: 8, name: 'Algebra II', parentId: 3, sortOrder: 2 } }],
  },
  { row: 'subjects.delete', run: (dp) => dp.delete('subjects', { id: 8 }), expected: [{ method: 'POST', url: '/api/v1/admin/subject/remove', body: { id: 8 } }] },
  { row: 'subjects.deleteMany', run: (dp) => dp.deleteMany('subjects', { ids: [8, 9] }), expected: [{ method: 'POST', url: '/api/v1/admin/subject/remove', body: { ids: [8, 9] } }] },
  { row: 'subjects.actions.tree', run: (dp) => dp.call('subjects', 'tree', { query: { search: 'alg' } }), expected: [{ method: 'GET', url: '/api/v1/tutor/getSubjects?search=alg' }] },
  {
    row: 'subjects.actions.removeChildren',
    run: (dp) => dp.call('subjects', 'removeChildren', { data: { parentId: 3, ids: [8] } }),
    expected: [{ method: 'POST', url: '/api/v1/admin/subject/remove/children', body: { parentId: 3, ids: [8] } }],
  },


  // email templates
  {
    row: 'email-templates.getList',
    run: (dp) => dp.getList('email-templates', { ...defaultList, sort: { field: 'key', order: 'ASC' }, filter: { q: 'reset' } }),
    expected: [{ method: 'GET', url: '/api/v1/admin/emailTemplate?page=1&limit=25&search=reset&sort=key&dir=asc' }],
  },
  { row: 'email-templates.getOne', run: (dp) => dp.getOne('email-templates', { id: 2 }), expected: [{ method: 'GET', url: '/api/v1/admin/emailTemplate/2' }] },
  {
    row: 'email-templates.update',
    run: (dp) => dp.update('email-templates', { id: 2, data: { id: 2, key: 'welcome', name: 'Welcome', description: 'D', subject: 'Hi {{displayName}}', bodyHtml: '<p>Hi</p>', variables: ['displayName'] }, previousData: { id: 2 } }),
    expected: [{ method: 'POST', url: '/api/v1/admin/emailTemplate/update/2', body: { name: 'Welcome', description: 'D', subject: 'Hi {{displayName}}', bodyHtml: '<p>Hi</p>' } }],
  },
  {
    row: 'email-templates.actions.preview',
    run: (dp) => dp.call('email-templates', 'preview', { id: 2, data: { subject: 'Draft' } }),
    expected: [{ method: 'POST', url: '/api/v1/admin/emailTemplate/preview/2', body: { subject: 'Draft' } }],
  },

  // the one settings record
  { row: 'site-setting.getOne', run: (dp) => dp.getOne('site-setting', { id: 1 }), expected: [{ method: 'GET', url: '/api/v1/admin/setting' }] },
  {
    row: 'site-setting.update',
    run: (dp) =>
      dp.update('site-setting', {
        id: 1,
        data: { id: 1, siteName: 'Tutors', contactEmail: 'a@b.test', supportPhone: '', commissionPercent: 15, currency: 'USD', socialLinks: { x: '' }, maintenanceMode: false, maintenanceMessage: '', dateFormat: 'DD/MM/YYYY', updatedAt: 'z' },
        previousData: { id: 1 },
      }),
    expected: [
      {
        method: 'POST',
        url: '/api/v1/admin/setting/update',
        body: { siteName: 'Tutors', contactEmail: 'a@b.test', supportPhone: '', commissionPercent: 15, currency: 'USD', socialLinks: { x: '' }, maintenanceMode: false, maintenanceMessage: '', dateFormat: 'DD/MM/YYYY' },
      },
    ],
  },

  // audit trail, dashboard, search, own profile
  {
    row: 'audit.getList',
    run: (dp) => dp.getList('audit', { ...defaultList, sort: { field: 'createdAt', order: 'DESC' }, filter: { resource: 'tutors', recordId: '5' } }),
    expected: [{ method: 'GET', url: '/api/v1/admin/audit?page=1&limit=25&sort=createdAt&dir=desc&resource=tutors&recordId=5' }],
  },
  { row: 'dashboard.actions.get', run: (dp) => dp.call('dashboard', 'get'), expected: [{ method: 'GET', url: '/api/v1/admin/dashboard' }] },
  {
    row: 'search.actions.everything',
    run: (dp) => dp.call('search', 'everything', { query: { q: 'Ana María' } }),
    expected: [{ method: 'GET', url: '/api/v1/admin/search?q=Ana+María' }],
  },
  { row: 'views.actions.list', run: (dp) => dp.call('views', 'list', { query: { resource: 'tutors' } }), expected: [{ method: 'GET', url: '/api/v1/admin/views?resource=tutors' }] },
  { row: 'views.actions.counts', run: (dp) => dp.call('views', 'counts'), expected: [{ method: 'GET', url: '/api/v1/admin/views/counts' }] },
  {
    row: 'views.actions.create',
    run: (dp) => dp.call('views', 'create', { data: { resource: 'tutors', name: 'Pending', query: { approvalStatus: 'pending' } } }),
    expected: [{ method: 'POST', url: '/api/v1/admin/views', body: { resource: 'tutors', name: 'Pending', query: { approvalStatus: 'pending' } } }],
  },
  {
    row: 'views.actions.update',
    run: (dp) => dp.call('views', 'update', { id: 4, data: { name: 'Waiting' }, headers: { 'if-match': '"2026-01-02T03:04:05.678Z"' } }),
    expected: [{ method: 'PUT', url: '/api/v1/admin/views/4', body: { name: 'Waiting' } }],
  },
  { row: 'views.actions.remove', run: (dp) => dp.call('views', 'remove', { id: 4 }), expected: [{ method: 'DELETE', url: '/api/v1/admin/views/4' }] },
  { row: 'profile.getOne', run: (dp) => dp.getOne('profile', { id: 1 }), expected: [{ method: 'GET', url: '/api/v1/admin/user/1' }] },
  {
    row: 'profile.update',
    run: (dp) => dp.update('profile', { id: 1, data: { id: 1, displayName: 'Me' }, previousData: { id: 1 } }),
    // Without the upload lifecycle (uploads test) the JSON record is no multipart body: nothing is sent.
    expected: [{ method: 'POST', url: '/api/v1/admin/profileUpdateFileUpload' }],
  },
];

const apiUrl = (call: CallDeclaration, id?: number, query = '') => {
  const { method, path } = splitCall(call);
  return { method, url: `/api/v1${path.replace('{id}', String(id))}${query}` };
};

/** Cases derived from each declaration (src/resources/<name>/resource.ts), so a new declared resource is covered without a line here. */
const declaredRows: Row[] = declarations.flatMap((declaration) => {
  const { name } = declaration;
  const calls = callsOf(declaration);
  const valuesOf = (fields: string[]) => Object.fromEntries(fields.map((field) => [field, sampleValue(declaration.fields[field]!)]));
  const { fixed, defaults } = subsetCreateOf(declaration);
  const created = { ...defaults, ...valuesOf(writableFields(declaration, 'create')), ...fixed };
  const changed = valuesOf(writableFields(declaration, 'update'));
  const record = { id: 7, ...changed, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-02T00:00:00.000Z' };
  const previousData = record;
  const idInBody = (call: CallDeclaration) => !call.includes('{id}');
  const [sort = 'id'] = sortableFields(declaration);
  // Each filter's parameters (a range's two ends) with a value of its field (a range of days: a day, as the day filters send).
  const paramValue = (kind: string, value: unknown) => (kind === 'days' && value !== undefined ? String(value).slice(0, 10) : value);
  const filters = Object.fromEntries(
    listFilters(declaration)
      .flatMap(({ field, kind, params }) => params.map((param) => [param, paramValue(kind, sampleValue(declaration.fields[field]!))] as const))
      .filter(([, value]) => value !== undefined),
  );
  // A filter of the same name as a fixed query parameter takes its place.
  const query = new URLSearchParams({ ...subsetQueryOf(declaration), page: '2', limit: '10', search: 'x', sort, dir: 'desc' });
  for (const [key, value] of Object.entries(filters)) query.set(key, String(value));
  const listUrl = apiUrl(calls.list, undefined, `?${query.toString()}`);
  return [
    ...(declaration.singleton ? [] : [{
      row: `${name}.getList`,
      run: (dp: AppDataProvider) => dp.getList(name, { pagination: { page: 2, perPage: 10 }, sort: { field: sort, order: 'DESC' }, filter: { q: ' x ', ...filters, notAFilter: 'y' } }),
      expected: [listUrl],
    }]),
    { row: `${name}.getOne`, run: (dp: AppDataProvider) => dp.getOne(name, { id: 7 }), expected: [apiUrl(calls.get, 7)] },
    ...(hasAction(declaration, 'create')
      ? [{
          row: `${name}.create sends exactly the writable fields`,
          run: (dp: AppDataProvider) => dp.create(name, { data: { ...valuesOf(writableFields(declaration, 'create')), id: 99, createdAt: 'x', notAField: 'dropped' } }),
          expected: [{ ...apiUrl(calls.create), body: created }],
        }]
      : []),
    ...(hasAction(declaration, 'update')
      ? [{
          row: `${name}.update`,
          run: (dp: AppDataProvider) => dp.update(name, { id: 7, data: { ...record, notAField: 'dropped' }, previousData }),
          // A singleton's update names no record.
          expected: [{ ...apiUrl(calls.update, 7), body: idInBody(calls.update) && !declaration.singleton ? { id: 7, ...changed } : changed }],
        }]
      : []),
    ...(hasAction(declaration, 'delete')
      ? [
          {
            row: `${name}.delete`,
            run: (dp: AppDataProvider) => dp.delete(name, { id: 7, previousData: record }),
            expected: [{ ...apiUrl(calls.delete, 7), ...(idInBody(calls.delete) ? { body: { id: 7 } } : {}) }],
          },
          {
            row: `${name}.deleteMany through the delete call's ids, else the bulk call`,
            run: (dp: AppDataProvider) => dp.deleteMany(name, { ids: [7, 8] }),
            expected: idInBody(calls.delete) ? [{ ...apiUrl(calls.delete), body: { ids: [7, 8] } }] : [{ ...apiUrl(calls.bulk), body: { action: 'delete', ids: [7, 8] } }],
          },
        ]
      : []),
    ...Object.keys(declaration.bulk ?? {}).map((action) => ({
      row: `${name}.actions.bulk ${action}`,
      run: (dp: AppDataProvider) => dp.call(name, 'bulk', { data: { action, ids: [7, 8] } }),
      expected: [{ ...apiUrl(calls.bulk), body: { action, ids: [7, 8] } }],
    })),
  ];
});
rows.push(...declaredRows);

/** The calls of each declared resource's trash (contract/trash.ts), under its own dataProvider resource. */
const trashRows: Row[] = declarationsWithTrash.flatMap(({ name }) => {
  const resource = trashResource(name);
  const path = `/api/v1/admin/trash/${name}`;
  return [
    {
      row: `${resource}.getList searches the labels and sorts by label or when deleted`,
      run: (dp: AppDataProvider) => dp.getList(resource, { pagination: { page: 2, perPage: 10 }, sort: { field: 'label', order: 'ASC' }, filter: { q: ' old ', deletedById: 3 } }),
      expected: [{ method: 'GET', url: `${path}?page=2&limit=10&search=old&sort=label&dir=asc` }],
    },
    {
      row: `${resource}.getList leaves out a sort the trash does not offer`,
      run: (dp: AppDataProvider) => dp.getList(resource, { ...defaultList, sort: { field: 'purgeAt', order: 'DESC' } }),
      expected: [{ method: 'GET', url: `${path}?page=1&limit=25` }],
    },
    {
      row: `${resource}.deleteMany removes the selected records for good`,
      run: (dp: AppDataProvider) => dp.deleteMany(resource, { ids: [7, '8'] }),
      expected: [{ method: 'POST', url: `${path}/remove`, body: { ids: [7, 8] } }],
    },
    {
      row: `${resource}.actions.restore`,
      run: (dp: AppDataProvider) => dp.call(resource, 'restore', { data: { ids: [7, 8] } }),
      expected: [{ method: 'POST', url: `${path}/restore`, body: { ids: [7, 8] } }],
    },
    { row: `${resource}.actions.empty sends no body`, run: (dp: AppDataProvider) => dp.call(resource, 'empty'), expected: [{ method: 'POST', url: `${path}/empty` }] },
  ];
});
rows.push(...trashRows);

/** The import calls of each declared resource that takes imports (server/routes/import.ts), among its actions; a file goes as multipart. */
const upload = new FormData();
upload.append('file', new Blob(['Name\nIdo\n']), 'languages.csv');
const importRows: Row[] = declarations.filter(takesImports).flatMap(({ name }) => {
  const path = `/api/v1/admin/import/${name}`;
  return [
    { row: `${name}.actions.importPreview sends the file`, run: (dp: AppDataProvider) => dp.call(name, 'importPreview', { data: upload }), expected: [{ method: 'POST', url: `${path}/preview`, body: upload }] },
    { row: `${name}.actions.importStart`, run: (dp: AppDataProvider) => dp.call(name, 'importStart', { data: upload }), expected: [{ method: 'POST', url: path, body: upload }] },
    { row: `${name}.actions.importJobs`, run: (dp: AppDataProvider) => dp.call(name, 'importJobs'), expected: [{ method: 'GET', url: `${path}/jobs` }] },
    { row: `${name}.actions.importJob`, run: (dp: AppDataProvider) => dp.call(name, 'importJob', { id: 4 }), expected: [{ method: 'GET', url: `${path}/jobs/4` }] },
    { row: `${name}.actions.importCancel`, run: (dp: AppDataProvider) => dp.call(name, 'importCancel', { id: 4 }), expected: [{ method: 'POST', url: `${path}/jobs/4/cancel` }] },
    { row: `${name}.actions.importRevert`, run: (dp: AppDataProvider) => dp.call(name, 'importRevert', { id: 4 }), expected: [{ method: 'POST', url: `${path}/jobs/4/revert` }] },
  ];
});
rows.push(...importRows);

describe('dataProvider: declared resources', () => {
  const genericUpdates = declarations.filter((declaration) => hasAction(declaration, 'update') && !ownsCall(declaration, 'update'));
  it.each(genericUpdates.map((declaration) => [declaration.name, declaration] as const))('%s: an update sends If-Match with the version read, other writes do not', async (name, declaration) => {
    const { dataProvider, sent } = setup();
    const record = { id: 7, updatedAt: '2026-01-02T03:04:05.678Z' };
    await dataProvider.update(name, { id: 7, data: record, previousData: record });
    if (hasAction(declaration, 'create')) await dataProvider.create(name, { data: {} });
    if (hasAction(declaration, 'delete')) await dataProvider.delete(name, { id: 7, previousData: record });
    expect(sent.map((request) => request.headers['if-match'])).toEqual(['"2026-01-02T03:04:05.678Z"', ...sent.slice(1).map(() => undefined)]);
  });

  it('sends If-Match to an update call a resource serves itself too (reports), so its stale saves are refused', async () => {
    const { dataProvider, sent } = setup();
    const record = { id: 7, status: 'open', updatedAt: '2026-01-02T03:04:05.678Z' };
    await dataProvider.update('reports', { id: 7, data: { ...record, status: 'resolved' }, previousData: record });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers['if-match']).toBe('"2026-01-02T03:04:05.678Z"');
  });

  it('names the history entry an update restores (X-Revert-Of), beside its If-Match', async () => {
    const { dataProvider, sent } = setup();
    const record = { id: 7, status: 'open', updatedAt: '2026-01-02T03:04:05.678Z' };
    await dataProvider.update('reports', { id: 7, data: { ...record, status: 'resolved' }, previousData: record, meta: { revertOf: 31 } });
    await dataProvider.update('reports', { id: 7, data: record, previousData: record });
    expect(sent.map((request) => [request.headers['x-revert-of'], request.headers['if-match']])).toEqual([
      ['31', '"2026-01-02T03:04:05.678Z"'],
      [undefined, '"2026-01-02T03:04:05.678Z"'],
    ]);
  });

  it('keeps the stored record of a 409 EDIT_CONFLICT on the error, where the edit screen reads it', async () => {
    const current = { id: 7, title: 'Theirs', updatedAt: '2026-01-03T00:00:00.000Z' };
    const { client } = clientWith(() => jsonResponse({ message: 'Changed meanwhile', code: 'EDIT_CONFLICT', current }, 409));
    const [declaration] = declarations;
    const error = await createDataProvider(client).update(declaration!.name, { id: 7, data: {}, previousData: { id: 7, updatedAt: 'old' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).body).toMatchObject({ code: 'EDIT_CONFLICT', current });
  });
});

describe('dataProvider: every row of the endpoint table', () => {
  it.each(rows)('$row', async ({ run, expected }) => {
    const { dataProvider, requests } = setup();
    await run(dataProvider);
    expect(requests()).toEqual(expected);
  });

  it('has a case above for every method and action of every resource', () => {
    const covered = new Set(rows.map(({ row }) => row.split(' ')[0]));
    const tableRows = Object.entries(endpoints).flatMap(([resource, row]) =>
      Object.entries(row).flatMap(([method, value]) =>
        method === 'actions' ? Object.keys(value as object).map((action) => `${resource}.actions.${action}`) : [`${resource}.${method}`],
      ),
    );
    expect(tableRows.filter((row) => !covered.has(row))).toEqual([]);
  });
});

describe('dataProvider: reading answers', () => {
  it('reads lists as {data, total} and records as data', async () => {
    const { dataProvider } = setup();
    await expect(dataProvider.getList('subjects', defaultList)).resolves.toEqual({
      data: [{ id: 7, name: 'Seven' }, { id: 8, name: 'Eight' }, { id: 9, name: 'Nine' }],
      total: 3,
    });
    await expect(dataProvider.getOne('tutors', { id: 5 })).resolves.toEqual({ data: { id: 5, answeredBy: '/admin/tutor/5', userType: 'tutor' } });
  });

  it("answers 404 for a record of another resource behind the same call (a tutor's id on the students' screen)", async () => {
    const { client } = clientWith(() => jsonResponse({ data: { id: 5, userType: 'tutor', displayName: 'Theo' } }));
    const dataProvider = createDataProvider(client);
    await expect(dataProvider.getOne('users', { id: 5 })).rejects.toMatchObject({ status: 404 });
    await expect(dataProvider.getOne('tutors', { id: 5 })).resolves.toMatchObject({ data: { id: 5 } });
    // Admin accounts are of either staff type; a student is none of them.
    await expect(dataProvider.getOne('admin-management', { id: 5 })).rejects.toMatchObject({ status: 404 });
  });

  it('reads an admin account of either staff type on the admin accounts screens', async () => {
    for (const userType of ['admin', 'superAdmin']) {
      const { client } = clientWith(() => jsonResponse({ data: { id: 2, userType, displayName: 'Sam' } }));
      await expect(createDataProvider(client).getOne('admin-management', { id: 2 })).resolves.toMatchObject({ data: { id: 2, userType } });
    }
    const { client } = clientWith(() => jsonResponse({ data: { id: 3, userType: 'user', displayName: 'Stu' } }));
    await expect(createDataProvider(client).getOne('admin-management', { id: 3 })).rejects.toMatchObject({ status: 404 });
  });

  it('passes on that more rows match than the total says (capped) as the list meta', async () => {
    const { client } = clientWith(() => jsonResponse({ data: { items: [{ id: 1 }], total: 1000, capped: true } }));
    await expect(createDataProvider(client).getList('users', defaultList)).resolves.toEqual({ data: [{ id: 1 }], total: 1000, meta: { capped: true } });
  });

  it('passes on how far pages reach in a list too long to page through (reach) as the list meta', async () => {
    const { client } = clientWith(() => jsonResponse({ data: { items: [{ id: 1 }], total: 1_000_000, reach: 10_000 } }));
    await expect(createDataProvider(client).getList('users', defaultList)).resolves.toEqual({ data: [{ id: 1 }], total: 1_000_000, meta: { reach: 10_000 } });
  });

  it('getMany reads the records of every resource with a list in one list call narrowed to their ids, people too', async () => {
    const catalogue = setup();
    await expect(catalogue.dataProvider.getMany('subjects', { ids: [7, 9] })).resolves.toEqual({ data: [{ id: 7, name: 'Seven' }, { id: 9, name: 'Nine' }] });
    expect(catalogue.requests()).toEqual([{ method: 'GET', url: '/api/v1/admin/subject?ids=7,9&page=1&limit=2' }]);

    const people = setup();
    await people.dataProvider.getMany('tutors', { ids: [5, 6] });
    await people.dataProvider.getMany('users', { ids: ['5', 5] });
    await people.dataProvider.getMany('admin-management', { ids: [1] });
    expect(people.requests().map((request) => request.url)).toEqual([
      '/api/v1/admin/tutor?ids=5,6&page=1&limit=2',
      `/api/v1${splitCall(callsOf(declarations.find((each) => each.name === 'users')!).list).path}?userType=user&ids=5&page=1&limit=1`,
      `/api/v1${splitCall(callsOf(declarations.find((each) => each.name === 'admin-management')!).list).path}?userType=staff&ids=1&page=1&limit=1`,
    ]);
  });

  it('getMany of 25 rows referring to 25 tutors is one request; more than a page of ids, one per 500', async () => {
    const { dataProvider, requests } = setup();
    await dataProvider.getMany('tutors', { ids: Array.from({ length: 25 }, (_, index) => index + 100) });
    expect(requests()).toHaveLength(1);
    await dataProvider.getMany('tutors', { ids: Array.from({ length: 501 }, (_, index) => index + 1) });
    expect(requests().slice(1).map((request) => new URL(request.url, 'http://admin.test').searchParams.get('limit'))).toEqual(['500', '1']);
  });

  it('getMany sends no id a record cannot have (a hand-written URL), and finds no record for it', async () => {
    const { dataProvider, requests } = setup();
    await expect(dataProvider.getMany('tutors', { ids: ['abc', 7] })).resolves.toEqual({ data: [{ id: 7, name: 'Seven' }] });
    expect(requests().map((request) => request.url)).toEqual(['/api/v1/admin/tutor?ids=7&page=1&limit=1']);
  });

  it('getManyReference filters the list by the target, and refuses a target the API cannot filter by', async () => {
    const { dataProvider, requests } = setup();
    await dataProvider.getManyReference('transactions', { target: 'tutorId', id: 5, ...defaultList, sort: { field: 'lessonAt', order: 'DESC' } });
    expect(requests()).toEqual([{ method: 'GET', url: '/api/v1/admin/transactions?page=1&limit=25&sort=lessonAt&dir=desc&tutorId=5' }]);
    expect(() => dataProvider.getManyReference('transactions', { target: 'nope', id: 5, ...defaultList })).toThrow(/cannot be filtered by "nope"/);
  });

  it('leaves out a sort the API does not allow (the API default applies) instead of failing with 400', async () => {
    const { dataProvider, requests } = setup();
    await dataProvider.getList('transactions', { ...defaultList, sort: { field: 'studentName', order: 'ASC' } });
    expect(requests()).toEqual([{ method: 'GET', url: '/api/v1/admin/transactions?page=1&limit=25' }]);
  });

  it('answers delete with the previous record and deleteMany with the ids', async () => {
    const { dataProvider } = setup();
    await expect(dataProvider.delete('pages', { id: 7, previousData: page })).resolves.toEqual({ data: page });
    await expect(dataProvider.deleteMany('pages', { ids: [7, 8] })).resolves.toEqual({ data: [7, 8] });
  });

  it('says that data changed after each write that succeeded, never after a read or a refused write', async () => {
    const { dataProvider } = setup();
    let changes = 0;
    const stop = whenDataChanges(() => (changes += 1));
    await dataProvider.getList('subjects', defaultList);
    await dataProvider.getOne('tutors', { id: 5 });
    expect(changes).toBe(0);
    await dataProvider.update('pages', { id: 7, data: { title: 'T' }, previousData: page });
    await dataProvider.delete('pages', { id: 7, previousData: page });
    expect(changes).toBe(2);
    const refusing = createDataProvider(clientWith(() => jsonResponse({ error: { code: 'VALIDATION_FAILED', message: 'No' } }, 400)).client);
    await expect(refusing.create('pages', { data: { title: '' } })).rejects.toMatchObject({ status: 400 });
    stop();
    await dataProvider.delete('pages', { id: 7, previousData: page });
    expect(changes).toBe(2);
  });

  it('passes react-admin\'s abort signal to fetch', async () => {
    const { dataProvider, sent } = setup();
    const controller = new AbortController();
    await dataProvider.getList('pages', { ...defaultList, signal: controller.signal });
    await dataProvider.getOne('pages', { id: 7, signal: controller.signal });
    expect(sent.map((request) => request.signal)).toEqual([controller.signal, controller.signal]);
    expect(dataProvider.supportAbortSignal).toBe(true);
  });

  it('rejects with the server\'s field errors where react-admin forms read them (error.body.errors)', async () => {
    const { client } = clientWith(() => jsonResponse({ message: 'Slug taken', code: 'CONFLICT', errors: { slug: 'This slug is in use' } }, 409));
    const error = await createDataProvider(client).update('pages', { id: 7, data: page, previousData: page }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 409, code: 'CONFLICT', message: 'Slug taken', errors: { slug: 'This slug is in use' }, body: { errors: { slug: 'This slug is in use' } } });
  });

  it("reads a trash's page as records under their own ids, and answers its calls' data", async () => {
    const trashed = { id: 12, label: 'Welsh', deletedAt: '2026-11-01T10:00:00.000Z', deletedById: 2, deletedByName: 'Ada', purgeAt: '2026-12-01T10:00:00.000Z', record: { id: 12, name: 'Welsh' } };
    const { client } = clientWith((request) =>
      request.method === 'GET'
        ? jsonResponse({ data: { items: [trashed], total: 31 } })
        : jsonResponse({ data: request.url.endsWith('/empty') ? { removed: 31 } : { ids: (request.body as { ids: number[] }).ids } }),
    );
    const dataProvider = createDataProvider(client);
    await expect(dataProvider.getList(trashResource('languages'), defaultList)).resolves.toEqual({ data: [trashed], total: 31 });
    await expect(dataProvider.call(trashResource('languages'), 'restore', { data: { ids: [12] } })).resolves.toEqual({ data: { ids: [12] } });
    await expect(dataProvider.call(trashResource('languages'), 'empty')).resolves.toEqual({ data: { removed: 31 } });
    await expect(dataProvider.deleteMany(trashResource('languages'), { ids: [12] })).resolves.toEqual({ data: [12] });
  });

  it("keeps a refused restore's reason and field, as the server sent them (a unique value taken since)", async () => {
    const refusal = { message: 'Name "Welsh" is already used', code: 'CONFLICT', reason: 'DUPLICATE', params: { resource: 'languages', field: 'name', value: 'Welsh' }, errors: { name: 'Name "Welsh" is already used' } };
    const { client } = clientWith(() => jsonResponse(refusal, 409));
    const error = await createDataProvider(client).call(trashResource('languages'), 'restore', { data: { ids: [12] } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 409, code: 'CONFLICT', reason: 'DUPLICATE', params: refusal.params, errors: refusal.errors });
  });

  it('has a trash for exactly the declared resources that keep one, and none for the others', () => {
    const trashes = Object.keys(endpoints).filter((resource) => resource.startsWith('trash/'));
    expect(trashes.sort()).toEqual(declarationsWithTrash.map(({ name }) => trashResource(name)).sort());
    expect(trashes).toEqual(
      expect.arrayContaining(['trash/announcements', 'trash/pages', 'trash/languages', 'trash/levels', 'trash/report-titles', 'trash/subjects', 'trash/tutors', 'trash/users', 'trash/admin-management']),
    );
    expect(trashes).not.toContain('trash/transactions');
    expect(trashes).not.toContain('trash/site-setting');
  });

  it('names a missing endpoint or action plainly', async () => {
    const { dataProvider } = setup();
    await expect(dataProvider.create('transactions', { data: {} })).rejects.toThrow('The API has no create for "transactions"');
    await expect(dataProvider.call('tutors', 'fly')).rejects.toThrow('The API has no action "fly" for "tutors"');
  });
});

describe('dataProvider: pages larger than the API limit (CSV export asks for 1000)', () => {
  /** A list of `total` records answering the page and limit it is asked for. */
  function bigList(total: number) {
    const { client, sent } = clientWith((request) => {
      const url = new URL(request.url, 'http://admin.test');
      const pageNumber = Number(url.searchParams.get('page'));
      const limit = Number(url.searchParams.get('limit'));
      expect(limit).toBeLessThanOrEqual(500);
      const first = (pageNumber - 1) * limit + 1;
      const items = Array.from({ length: Math.max(0, Math.min(limit, total - first + 1)) }, (_, index) => ({ id: first + index }));
      return jsonResponse({ data: { items, total } });
    });
    return { dataProvider: createDataProvider(client), sent };
  }
  const queried = (sent: SentRequest[]) => sent.map((request) => new URL(request.url, 'http://admin.test').search);

  it('reads 1000 records as two pages of 500', async () => {
    const { dataProvider, sent } = bigList(1800);
    const result = await dataProvider.getList('tutors', { ...defaultList, pagination: { page: 1, perPage: 1000 } });
    expect(result.total).toBe(1800);
    expect(result.data.map((record) => record.id)).toEqual(Array.from({ length: 1000 }, (_, index) => index + 1));
    expect(queried(sent)).toEqual(['?page=1&limit=500&sort=id&dir=asc', '?page=2&limit=500&sort=id&dir=asc']);
  });

  it('keeps react-admin\'s page boundaries (page 2 of 1000 is records 1001-1800) and stops at the end', async () => {
    const { dataProvider, sent } = bigList(1800);
    const result = await dataProvider.getList('tutors', { ...defaultList, pagination: { page: 2, perPage: 1000 } });
    expect(result.data.map((record) => record.id)).toEqual(Array.from({ length: 800 }, (_, index) => index + 1001));
    expect(queried(sent)).toEqual(['?page=3&limit=500&sort=id&dir=asc', '?page=4&limit=500&sort=id&dir=asc']);
  });

  it('splits any page size into equal chunks of at most 500', () => {
    expect(chunksOf(25)).toEqual({ size: 25, count: 1 });
    expect(chunksOf(500)).toEqual({ size: 500, count: 1 });
    expect(chunksOf(1000)).toEqual({ size: 500, count: 2 });
    expect(chunksOf(750)).toEqual({ size: 375, count: 2 });
    expect(chunksOf(501)).toEqual({ size: 167, count: 3 });
  });

  it('stops after a short chunk', async () => {
    const { dataProvider, sent } = bigList(300);
    const result = await dataProvider.getList('tutors', { ...defaultList, pagination: { page: 1, perPage: 1000 } });
    expect(result).toMatchObject({ total: 300 });
    expect(result.data).toHaveLength(300);
    expect(sent).toHaveLength(1);
  });
});

/*
 * The table's key lists against the zod contracts the server validates with: a filter, sort
 * field or body field the API does not accept (or one it accepts that the table forgot) fails here.
 */
type AnyObject = z.ZodObject<z.ZodRawShape>;
const listParams = ['page', 'limit', 'search', 'ids', 'sort', 'dir'];
const filterKeys = (schema: AnyObject) => Object.keys(schema.shape).filter((key) => !listParams.includes(key)).sort();
const sortKeys = (schema: AnyObject) => [...((schema.shape.sort as unknown as z.ZodDefault<z.ZodEnum>).unwrap().options as string[])].sort();
const bodyKeys = (schema: AnyObject) => Object.keys(schema.shape).sort();
const registerVariant = (userType: string) =>
  registerBody.options.find((option) => option.shape.userType.safeParse(userType).success) as unknown as AnyObject;

const listContracts: Record<string, AnyObject> = {
  reports: listQueryOf(declarationOf('reports')!),
  transactions: listQueryOf(declarationOf('transactions')!),
  tutors: tutors.tutorListQuery,
  audit: audit.auditListQuery,
} as unknown as Record<string, AnyObject>;

const writeContracts: Array<[string, 'create' | 'update', AnyObject, string[]?]> = [
  ['reports', 'update', reports.reportUpdateBody as unknown as AnyObject],
  ['tutors', 'create', registerVariant('tutor')],
  ['tutors', 'update', tutors.tutorUpdateBody as unknown as AnyObject],
  ['users', 'create', registerVariant('user')],
  // One call updates students and admin accounts: a student's kind and role are read-only.
  ['users', 'update', accountUpdateBody as unknown as AnyObject, ['userType', 'userRole']],
  ['admin-management', 'create', registerVariant('admin')],
  ['admin-management', 'update', accountUpdateBody as unknown as AnyObject],
  ['subjects', 'create', contractOf(declarationOf('subjects')!).createBody as unknown as AnyObject],
  ['subjects', 'update', contractOf(declarationOf('subjects')!).updateBodyWithId as unknown as AnyObject],
];

const table = endpoints as unknown as Record<string, { getList?: ListCall; create?: WriteCall; update?: WriteCall }>;

describe('endpoint table matches the API contracts', () => {
  it.each(Object.entries(listContracts))('%s: filters and sort fields are the API allowlists', (resource, schema) => {
    const call = table[resource]!.getList!;
    const fixed = Object.keys(call.query ?? {});
    expect([...call.filters, ...fixed].filter((key, index, all) => all.indexOf(key) === index).sort()).toEqual(filterKeys(schema));
    expect([...call.sortable].sort()).toEqual(sortKeys(schema));
  });

  it.each(declarationsWithTrash.map(({ name }) => trashResource(name)))("%s: the trash's list sorts as the API allows, its removal sends the ids body", (resource) => {
    const call = table[resource]!.getList!;
    expect([...call.filters]).toEqual(filterKeys(trash.trashListQuery as unknown as AnyObject));
    expect([...call.sortable].sort()).toEqual(sortKeys(trash.trashListQuery as unknown as AnyObject));
    expect([...((table[resource] as { deleteMany?: WriteCall }).deleteMany?.fields ?? [])]).toEqual(bodyKeys(trash.trashIdsBody as unknown as AnyObject));
  });

  it.each(['users', 'admin-management'])('%s: the account list uses the user list query', (resource) => {
    const call = table[resource]!.getList!;
    const allowed = filterKeys(accountListQuery as unknown as AnyObject);
    expect(call.filters.every((filter) => allowed.includes(filter))).toBe(true);
    expect(call.query).toHaveProperty('userType');
    expect([...call.sortable].sort()).toEqual(sortKeys(accountListQuery as unknown as AnyObject));
  });

  it.each(writeContracts)('%s.%s sends exactly the contract\'s fields', (resource, method, schema, leftOut = []) => {
    expect([...(table[resource]![method]!.fields ?? [])].sort()).toEqual(bodyKeys(schema).filter((key) => !leftOut.includes(key)));
  });
});

describe('profile upload (withLifecycleCallbacks): ImageInput value to multipart', () => {
  const me = { id: 1, uid: 'u1', email: 'me@example.test', displayName: 'Me', photoURL: '/uploads/old.png', userType: 'admin' as const };

  function profileProvider() {
    const { client, sent } = clientWith((request) =>
      request.method === 'GET'
        ? jsonResponse({ data: { ...me, phone: null } })
        : jsonResponse({ data: { ...me, displayName: 'New name', photoURL: '/uploads/new.png' } }),
    );
    return { dataProvider: withLifecycleCallbacks(createDataProvider(client), [profileUploads]), sent };
  }

  it('reads the current photo as an ImageInput value', async () => {
    const { dataProvider } = profileProvider();
    const { data } = await dataProvider.getOne('profile', { id: 1 });
    expect(data.photo).toEqual({ src: '/uploads/old.png', title: 'Me' });
  });

  it('sends the text fields and the new file as multipart to /admin/profileUpdateFileUpload', async () => {
    saveSession({ accessToken: 'a', refreshToken: 'r', user: me, remembered: false, refreshTokenExpiresAt: 0 });
    const { dataProvider, sent } = profileProvider();
    const rawFile = new File(['png-bytes'], 'me.png', { type: 'image/png' });
    const previousData = { ...me, phone: null, photo: { src: '/uploads/old.png' } };
    const { data } = await dataProvider.update('profile', {
      id: 1,
      data: { ...previousData, displayName: 'New name', phone: '+1 555', photo: { rawFile, src: 'blob:x', title: 'me.png' } },
      previousData,
    });
    const [request] = sent;
    expect(request).toMatchObject({ method: 'POST', url: '/api/v1/admin/profileUpdateFileUpload' });
    const form = request!.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(request!.headers['content-type']).toBeUndefined(); // the browser sets the multipart boundary
    expect([...form.keys()]).toEqual(['displayName', 'phone', 'photo']);
    expect(form.get('displayName')).toBe('New name');
    expect((form.get('photo') as File).name).toBe('me.png');
    // The app bar follows the stored user.
    expect(getStoredUser()).toMatchObject({ displayName: 'New name', photoURL: '/uploads/new.png' });
    expect(data.photo).toEqual({ src: '/uploads/new.png', title: 'New name' });
  });

  it('asks the server to remove the photo when the ImageInput was emptied, and sends no file when untouched', async () => {
    const previousData = { ...me, photo: { src: '/uploads/old.png' } };
    expect([...profileFormData({ ...previousData, photo: null }, previousData).entries()]).toEqual([
      ['displayName', 'Me'],
      ['removePhoto', 'true'],
    ]);
    expect([...profileFormData(previousData, previousData).keys()]).toEqual(['displayName']);
    expect([...profileFormData({ displayName: 'Me', removePhoto: 'true' }, previousData).entries()]).toEqual([
      ['displayName', 'Me'],
      ['removePhoto', 'true'],
    ]);
  });
});
