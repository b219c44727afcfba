import { declarations } from '../resources/declared';
import { callsOf, filterFields, hasAction, ownsCall, sortableFields, splitCall, writableFields, type CallDeclaration, type ResourceDeclaration } from '../resources/kit/declaration';
import type { Call, Method, ResourceEndpoints, WriteCall } from './endpointTypes';

const callOf = (declared: CallDeclaration): Call => {
  const { method, path } = splitCall(declared);
  return { method: method as Method, path };
};

/** A write whose URL has no `{id}` takes the id in the body (`.../update`, `.../remove`). */
const withBodyId = (call: Call, fields: readonly string[]): readonly string[] => (call.path.includes('{id}') ? fields : ['id', ...fields]);

/** The endpoint table's row of a declared resource, read off its declaration (see kit/declaration.ts). */
export function endpointsOf(declaration: ResourceDeclaration): ResourceEndpoints {
  const calls = callsOf(declaration);
  const written = [...writableFields(declaration), ...(declaration.ownFields ?? [])];
  const update = callOf(calls.update);
  const remove = callOf(calls.delete);
  const bulk = callOf(calls.bulk);
  const removeFields = withBodyId(remove, []);
  const hasBulkActions = Object.keys(declaration.bulk ?? {}).length > 0;
  const ownActions = Object.entries(declaration.actions ?? {}).map(([name, call]) => [name, callOf(call)] as const);
  const actions = Object.fromEntries([...(hasBulkActions ? [['bulk', bulk] as const] : []), ...ownActions]);
  return {
    ...(declaration.singleton ? {} : { getList: { ...callOf(calls.list), filters: [...filterFields(declaration), ...(declaration.list?.queryFilters ?? [])], sortable: sortableFields(declaration) } }),
    getOne: callOf(calls.get),
    // Only the writes the resource has (a create, update or delete left out of its access has no call).
    ...(hasAction(declaration, 'create') ? { create: { ...callOf(calls.create), fields: written } } : {}),
    // The generic update checks the version read (If-Match); an own update call answers for itself.
    ...(hasAction(declaration, 'update')
      ? { update: { ...update, fields: declaration.singleton ? written : withBodyId(update, written), ifMatch: !ownsCall(declaration, 'update') } }
      : {}),
    ...(hasAction(declaration, 'delete')
      ? {
          delete: { ...remove, ...(removeFields.length > 0 ? { fields: removeFields } : {}) } satisfies WriteCall,
          // A delete call with the id in its body takes `{ids}` too (API.md): the spec's remove calls serve both.
          deleteMany: remove.path.includes('{id}') ? { ...bulk, fields: ['action', 'ids'], fixed: { action: 'delete' } } : { ...remove, fields: ['ids'] },
        }
      : {}),
    // `dataProvider.call(resource, 'bulk', {data: {action, ids}})`: a declared bulk action; and the calls of its server.ts.
    ...(Object.keys(actions).length > 0 ? { actions } : {}),
  };
}

export const declaredEndpoints: Readonly<Record<string, ResourceEndpoints>> = Object.fromEntries(
  declarations.map((declaration) => [declaration.name, endpointsOf(declaration)]),
);
