import type { z } from 'zod';
import type { auditListQuery } from '../../contract/audit';
import { declaredEndpoints } from './declaredEndpoints';
import { get, keysOf, list, post, write, type EndpointTable } from './endpointTypes';

/*
 * The endpoint table: for every resource, which call serves each dataProvider method. Each declared
 * resource's row is read off its declaration (./declaredEndpoints.ts); the rows here are the admin's
 * calls that are no resource. Irregular endpoints are rows, never branches in the provider. Key
 * lists are type-checked against the zod contracts (contract/*.ts), and a unit test checks they are
 * complete. Only types are imported from the contracts, so zod stays out of the bundle.
 */

type Input<S extends z.ZodType> = z.input<S>;
type ListParams = 'page' | 'limit' | 'search' | 'ids' | 'sort' | 'dir';
const filtersOf = <S extends z.ZodType>() => keysOf<Omit<Input<S>, ListParams>>();
const sortOf =
  <S extends z.ZodType>() =>
  <const K extends readonly NonNullable<Input<S> extends { sort?: infer F } ? F : never>[]>(...fields: K): K =>
    fields;

const handWritten = {
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

  /** Every resource searched at once, for the command palette: `call('search', 'everything', {query: {q}})`. */
  search: {
    actions: { everything: get('/admin/search') },
  },

  /**
   * Saved views of every list (contract/views.ts): `call('views', 'list', {query: {resource}})`,
   * `create` and `update` (`data`, with `headers: {'if-match': updatedAt}`), `remove`, and `counts` of the pinned ones.
   */
  views: {
    actions: {
      list: get('/admin/views'),
      counts: get('/admin/views/counts'),
      create: post('/admin/views'),
      update: { method: 'PUT', path: '/admin/views/{id}' },
      remove: { method: 'DELETE', path: '/admin/views/{id}' },
    },
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

/** The rows above, and a row derived from each declared resource (./declaredEndpoints.ts). */
export const endpoints: typeof handWritten & EndpointTable = { ...handWritten, ...declaredEndpoints };

export type ResourceName = keyof typeof endpoints;
