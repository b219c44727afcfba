import type {
  CreateParams,
  CreateResult,
  DataProvider,
  DeleteManyParams,
  DeleteManyResult,
  DeleteParams,
  DeleteResult,
  GetListParams,
  GetListResult,
  GetManyParams,
  GetManyReferenceParams,
  GetManyResult,
  GetOneResult,
  Identifier,
  RaRecord,
  UpdateManyParams,
  UpdateManyResult,
  UpdateParams,
  UpdateResult,
} from 'ra-core';
import { ApiRequestError } from '../authProvider/ApiRequestError';
import type { HttpClient, QueryValue } from '../authProvider/httpClient';
import { dataChanged } from './changes';
import type { Call, EndpointTable, ListCall, ReadCall, ResourceEndpoints, WriteCall } from './endpointTypes';
import { endpoints as defaultEndpoints } from './endpoints';
import { bodyIdOf, chunksOf, fillPath, listQuery, maxApiLimit, versionHeaders, writeBody, type WriteMeta } from './requestParts';

export interface CallParams {
  id?: Identifier;
  /** The JSON body (POST actions). */
  data?: unknown;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  /** Such as the If-Match of a change (`{'if-match': updatedAt}`). */
  headers?: Record<string, string>;
}

/** react-admin's DataProvider plus the one generic method for the table's custom actions. */
export type AppDataProvider = DataProvider & {
  call<T = unknown>(resource: string, action: string, params?: CallParams): Promise<{ data: T }>;
};

type Envelope<T> = { data: T };
/** A list page; `capped` when more rows match than `total` (only those can be paged); `reach` on a list too long to page through by number. */
type Page = { items: RaRecord[]; total: number; capped?: true; reach?: number };

/**
 * The generic REST mapping (after ra-data-simple-rest): every method looks its call up in the
 * endpoint table; the provider itself knows no resource. Responses follow API.md: `{data}` and
 * lists `{data: {items, total}}`.
 */
export function createDataProvider(httpClient: HttpClient, table: EndpointTable = defaultEndpoints): AppDataProvider {
  function endpoint<K extends keyof ResourceEndpoints>(resource: string, method: K): NonNullable<ResourceEndpoints[K]> {
    const found = table[resource]?.[method];
    if (!found) throw new Error(`The API has no ${String(method)} for "${resource}"`);
    return found as NonNullable<ResourceEndpoints[K]>;
  }

  async function send<T>(
    call: Call,
    options: { id?: Identifier; query?: Record<string, QueryValue>; body?: unknown; signal?: AbortSignal; headers?: Record<string, string> },
  ) {
    const { json } = await httpClient<Envelope<T>>(fillPath(call.path, options.id), {
      method: call.method,
      query: options.query,
      body: options.body,
      signal: options.signal,
      ...(options.headers ? { headers: options.headers } : {}),
    });
    if (call.method !== 'GET') dataChanged();
    return json.data;
  }

  const readPage = (call: ListCall, query: Record<string, QueryValue>, signal?: AbortSignal) => send<Page>(call, { query, signal });

  async function getList(resource: string, params: Partial<GetListParams>): Promise<GetListResult> {
    const call = endpoint(resource, 'getList');
    const query = listQuery(call, params);
    const { page = 1, perPage = 25 } = params.pagination ?? {};
    const { size, count } = chunksOf(perPage);
    const firstApiPage = ((page - 1) * perPage) / size + 1;
    const data: RaRecord[] = [];
    let last: Page = { items: [], total: 0 };
    for (let chunk = 0; chunk < count; chunk += 1) {
      last = await readPage(call, { ...query, page: firstApiPage + chunk, limit: size }, params.signal);
      data.push(...last.items);
      if (last.items.length < size) break;
    }
    // The list's pagination says "of more than <total>", and offers only the pages it can open (shared/people/ListPagination.tsx).
    const meta = { ...(last.capped ? { capped: true } : {}), ...(last.reach ? { reach: last.reach } : {}) };
    return Object.keys(meta).length > 0 ? { data, total: last.total, meta } : { data, total: last.total };
  }

  /** The records of a list with these ids: one list call narrowed to them (`ids=3,7,12`) per 500; an id no record can have (`abc` in a URL) finds none. */
  async function readByIds(call: ListCall, ids: readonly Identifier[], signal?: AbortSignal): Promise<RaRecord[]> {
    const wanted = [...new Set(ids.map(String))].filter((id) => /^[1-9][0-9]{0,9}$/.test(id) && Number(id) <= 2_147_483_647);
    const records: RaRecord[] = [];
    for (let start = 0; start < wanted.length; start += maxApiLimit) {
      const chunk = wanted.slice(start, start + maxApiLimit);
      records.push(...(await readPage(call, { ...call.query, ids: chunk.join(','), page: 1, limit: chunk.length }, signal)).items);
    }
    return records;
  }

  const notFound = (id: Identifier) => new ApiRequestError(404, { message: `Record ${id} not found`, code: 'NOT_FOUND' });

  /** Reads one record; one that is not of this resource (a tutor's id on the students' screen) is not found. */
  async function readOne(call: ReadCall, params: { id: Identifier; signal?: AbortSignal }): Promise<RaRecord> {
    const record = await send<RaRecord>(call, params);
    // An answer without the field comes from a call of this resource alone (a tutor's own GET).
    const foreign = Object.entries(call.holds ?? {}).some(([field, values]) => field in record && !values.includes(record[field]));
    if (foreign) throw notFound(params.id);
    return record;
  }

  async function getOne(resource: string, params: { id: Identifier; signal?: AbortSignal }): Promise<GetOneResult> {
    return { data: await readOne(endpoint(resource, 'getOne'), params) };
  }

  async function write(
    resource: string,
    method: 'create' | 'update' | 'delete',
    id: Identifier | undefined,
    data?: Record<string, unknown> | FormData,
    previousData?: RaRecord,
    meta?: WriteMeta,
  ) {
    const call = endpoint(resource, method) as WriteCall;
    return send<RaRecord>(call, { id, body: writeBody(call, data, id), headers: versionHeaders(call, previousData, meta) });
  }

  const provider = {
    supportAbortSignal: true,

    getList,

    getOne,

    /** The records of a page of references, in one list call (a resource without a list: one read each). */
    async getMany(resource: string, params: GetManyParams): Promise<GetManyResult> {
      const list = table[resource]?.getList;
      if (list) return { data: await readByIds(list, params.ids, params.signal) };
      const call = endpoint(resource, 'getOne');
      return { data: await Promise.all(params.ids.map((id) => readOne(call, { id, signal: params.signal }))) };
    },

    getManyReference(resource: string, params: GetManyReferenceParams): Promise<GetListResult> {
      if (!endpoint(resource, 'getList').filters.includes(params.target)) {
        throw new Error(`The ${resource} list cannot be filtered by "${params.target}"`);
      }
      return getList(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } });
    },

    async create(resource: string, params: CreateParams): Promise<CreateResult> {
      return { data: await write(resource, 'create', undefined, params.data) };
    },

    async update(resource: string, params: UpdateParams): Promise<UpdateResult> {
      const record = await write(resource, 'update', params.id, params.data, params.previousData, params.meta as WriteMeta | undefined);
      return { data: { ...record, id: record?.id ?? params.id } };
    },

    /** The API has no bulk update: one update call per id. */
    async updateMany(resource: string, params: UpdateManyParams): Promise<UpdateManyResult> {
      await Promise.all(params.ids.map((id) => write(resource, 'update', id, params.data)));
      return { data: params.ids };
    },

    async delete(resource: string, params: DeleteParams): Promise<DeleteResult> {
      await write(resource, 'delete', params.id, {}, params.previousData);
      return { data: params.previousData ?? { id: params.id } };
    },

    async deleteMany(resource: string, params: DeleteManyParams): Promise<DeleteManyResult> {
      const call = endpoint(resource, 'deleteMany');
      await send(call, { body: writeBody(call, { ids: params.ids.map(bodyIdOf) }) });
      return { data: params.ids };
    },

    async call<T>(resource: string, action: string, params: CallParams = {}): Promise<{ data: T }> {
      const call = endpoint(resource, 'actions')[action];
      if (!call) throw new Error(`The API has no action "${action}" for "${resource}"`);
      return { data: await send<T>(call, { id: params.id, query: params.query, body: params.data, signal: params.signal, ...(params.headers ? { headers: params.headers } : {}) }) };
    },
  };
  // react-admin types each method as generic in the record type; the API's records are plain RaRecords.
  return provider as unknown as AppDataProvider;
}
