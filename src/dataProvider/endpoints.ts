import type { z } from 'zod';
import type { auditListQuery } from '../../contract/audit';
import type { subjectAddBody, subjectListQuery, subjectUpdateBody } from '../../contract/subjects';
import type { tutorListQuery, tutorUpdateBody } from '../../contract/tutors';
import type { RegisterBody, userListQuery, userUpdateBody } from '../../contract/users';
import type { removeBody } from '../../contract/common';
import { declaredEndpoints } from './declaredEndpoints';
import { get, keysOf, list, post, write, type EndpointTable } from './endpointTypes';

/*
 * The endpoint table: for every resource (named after the spec's routes), which call serves each
 * dataProvider method. Irregular endpoints are rows here, never branches in the provider.
 * Key lists are type-checked against the zod contracts (contract/*.ts), and a unit test checks
 * they are complete. Only types are imported from the contracts, so zod stays out of the bundle.
 */

type Input<S extends z.ZodType> = z.input<S>;
type ListParams = 'page' | 'limit' | 'search' | 'sort' | 'dir';
const filtersOf = <S extends z.ZodType>() => keysOf<Omit<Input<S>, ListParams>>();
const sortOf =
  <S extends z.ZodType>() =>
  <const K extends readonly NonNullable<Input<S> extends { sort?: infer F } ? F : never>[]>(...fields: K): K =>
    fields;
const fieldsOf = <S extends z.ZodType>() => keysOf<Input<S>>();
type Register<T extends RegisterBody['userType']> = Extract<RegisterBody, { userType: T }>;

/** The subjects' add/update/remove calls under one write path (the other managed lists are declared in their resource.ts). */
const catalogue = (listPath: string, writePath: string, sortable: readonly string[], addFields: readonly string[], updateFields: readonly string[], filters: readonly string[] = []) =>
  ({
    getList: list(listPath, { filters, sortable }),
    getOne: 'fromList',
    create: write(`${writePath}/add`, { fields: addFields }),
    update: write(`${writePath}/update`, { fields: updateFields }),
    delete: write(`${writePath}/remove`, { fields: keysOf<Extract<Input<typeof removeBody>, { id: unknown }>>()('id') }),
    deleteMany: write(`${writePath}/remove`, { fields: keysOf<Extract<Input<typeof removeBody>, { ids: unknown }>>()('ids') }),
  }) as const;

/** Account records (admins, students) share the user calls; `userType` tells them apart. */
const accounts = (
  userTypeFilter: 'staff' | 'user',
  filters: readonly string[],
  create: { fields: readonly string[]; fixed?: Record<string, unknown>; defaults?: Record<string, unknown> },
) =>
  ({
    getList: list('/admin/user', {
      query: { userType: userTypeFilter },
      filters,
      sortable: sortOf<typeof userListQuery>()('displayName', 'email', 'createdAt', 'userType', 'status', 'id'),
    }),
    getOne: get('/admin/user/{id}'),
    create: write('/admin/register', create),
    update: write('/admin/user/{id}', {
      fields: fieldsOf<typeof userUpdateBody>()('displayName', 'email', 'phone', 'status', 'userType', 'userRole', 'password', 'currentPassword'),
      // Unchanged userType/userRole/status are left out: setting them needs a superAdmin.
      changedOnly: true,
    }),
    delete: write('/admin/user/delete/{id}'),
    deleteMany: 'eachDelete',
  }) as const;

const accountFields = ['displayName', 'email', 'phone', 'password'] as const;

const handWritten = {
  /** Admin accounts (userType admin or superAdmin); superAdmin only (canAccess). */
  'admin-management': accounts('staff', filtersOf<typeof userListQuery>()('userType', 'status', 'createdFrom', 'createdTo'), {
    fields: keysOf<Register<'admin'>>()('userType', ...accountFields, 'status', 'userRole'),
    defaults: { userType: 'admin' },
  }),

  /** Students: userType user. */
  users: accounts('user', filtersOf<typeof userListQuery>()('status', 'createdFrom', 'createdTo'), {
    fields: keysOf<Register<'user'>>()('userType', ...accountFields, 'status'),
    fixed: { userType: 'user' },
  }),

  tutors: {
    getList: list('/admin/tutor', {
      filters: filtersOf<typeof tutorListQuery>()('approvalStatus', 'status', 'subjectId', 'languageId', 'levelId', 'minRate', 'maxRate', 'createdFrom', 'createdTo'),
      sortable: sortOf<typeof tutorListQuery>()('displayName', 'email', 'createdAt', 'hourlyRateCents', 'approvalStatus', 'id'),
    }),
    getOne: get('/admin/tutor/{id}'),
    create: write('/admin/register', {
      fields: keysOf<Register<'tutor'>>()('userType', ...accountFields, 'approvalStatus', 'headline', 'bio', 'hourlyRateCents', 'country', 'subjectIds', 'languageIds', 'levelIds'),
      fixed: { userType: 'tutor' },
    }),
    update: write('/admin/tutor/{id}', {
      fields: fieldsOf<typeof tutorUpdateBody>()('displayName', 'email', 'phone', 'headline', 'bio', 'hourlyRateCents', 'country', 'subjectIds', 'languageIds', 'levelIds'),
    }),
    delete: write('/admin/tutor/delete/{id}'),
    deleteMany: 'eachDelete',
    actions: {
      /** data: {action: approve|reject|suspend|reactivate, reason} */
      setStatus: post('/admin/tutor/{id}/status'),
      /** data: {ids, action, reason}: the same change for all of them, all or nothing. */
      bulkStatus: post('/admin/tutor/bulk-status'),
    },
  },

  subjects: {
    ...catalogue(
      '/tutor/getSubjects',
      '/admin/subject',
      sortOf<typeof subjectListQuery>()('name', 'id', 'sortOrder'),
      fieldsOf<typeof subjectAddBody>()('name', 'parentId', 'sortOrder'),
      fieldsOf<typeof subjectUpdateBody>()('id', 'name', 'parentId', 'sortOrder'),
      filtersOf<typeof subjectListQuery>()('parentId'),
    ),
    // Lists page through the flat list; the whole tree is the `tree` action.
    getList: list('/tutor/getSubjects', {
      query: { flat: 'true' },
      filters: filtersOf<typeof subjectListQuery>()('parentId', 'subtreeCounts'),
      sortable: sortOf<typeof subjectListQuery>()('name', 'id', 'sortOrder'),
    }),
    actions: {
      tree: get('/tutor/getSubjects'),
      /** data: {parentId, ids?} */
      removeChildren: post('/admin/subject/remove/children'),
    },
  },


  /** The audit trail (extension), read-only. */
  audit: {
    getList: list('/admin/audit', {
      filters: filtersOf<typeof auditListQuery>()('resource', 'recordId', 'actorId', 'action'),
      sortable: sortOf<typeof auditListQuery>()('createdAt', 'id'),
    }),
  },

  dashboard: {
    actions: { get: get('/admin/dashboard') },
  },

  /**
   * The signed-in admin's own profile. The update is multipart: uploads.ts turns the form's
   * values (and an ImageInput's file) into the FormData this call sends.
   */
  profile: {
    getOne: get('/admin/user/{id}'),
    update: write('/admin/profileUpdateFileUpload'),
  },
} satisfies EndpointTable;

/** The hand-written rows above, and a row derived from each declared resource (./declaredEndpoints.ts). */
export const endpoints: typeof handWritten & EndpointTable = { ...handWritten, ...declaredEndpoints };

export type ResourceName = keyof typeof endpoints;
