/** The vocabulary of the endpoint table (endpoints.ts). Paths are relative to /api/v1. */
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One call; `{id}` in the path is replaced by the record id. */
export interface Call {
  method: Method;
  path: string;
}

export interface ListCall extends Call {
  /** Fixed query parameters (e.g. `userType=user` for the student list). */
  query?: Readonly<Record<string, string>>;
  /** react-admin filter names passed on as query parameters (the API's allowlist; `q` is `search`). */
  filters: readonly string[];
  /** Sortable fields (the API's allowlist); any other react-admin sort falls back to the API's default. */
  sortable: readonly string[];
}

export interface WriteCall extends Call {
  /**
   * The body: these keys of `{...defaults, ...data, id, ...fixed}` (the API rejects unknown
   * fields). Without `fields` the call has no body, unless the data is FormData (multipart).
   */
  fields?: readonly string[];
  /** Added under the record's values (the form may override them). */
  defaults?: Readonly<Record<string, unknown>>;
  /** Added over the record's values (e.g. `userType: 'tutor'` on tutor create). */
  fixed?: Readonly<Record<string, unknown>>;
  /** Send `If-Match: "<previousData.updatedAt>"`: the server refuses a stale update (409 EDIT_CONFLICT). */
  ifMatch?: boolean;
}

/** A GET by id whose answer may be a record of another resource (an account of another type). */
export interface ReadCall extends Call {
  /** The values a record of this resource may hold, by field (`userType: ['user']`): a record holding another is not found here. */
  holds?: Readonly<Record<string, readonly unknown[]>>;
}

export interface ResourceEndpoints {
  getList?: ListCall;
  getOne?: ReadCall;
  create?: WriteCall;
  update?: WriteCall;
  delete?: WriteCall;
  /** A call taking `{ids}`: the delete call's, or the bulk call's with `action: 'delete'`. */
  deleteMany?: WriteCall;
  /** Custom calls for `dataProvider.call(resource, action, {id?, data?, query?})`: the body is `data`. */
  actions?: Readonly<Record<string, Call>>;
}

export type EndpointTable = Readonly<Record<string, ResourceEndpoints>>;

export const get = (path: string): Call => ({ method: 'GET', path });
export const post = (path: string): Call => ({ method: 'POST', path });
export const write = (path: string, options: Omit<WriteCall, 'method' | 'path'> = {}): WriteCall => ({ method: 'POST', path, ...options });
export const list = (path: string, options: Omit<ListCall, 'method' | 'path'>): ListCall => ({ method: 'GET', path, ...options });

/** Type-checked key lists: `keysOf<T>()('a', 'b')` only accepts keys of T. */
export const keysOf =
  <T>() =>
  <const K extends readonly (keyof T & string)[]>(...keys: K): K =>
    keys;
