import { declarations, declarationsWithTrash } from '../resources/declared';
import { trashResource } from '../resources/shared/trash/trashResource';
import {
  callsOf,
  filterParams,
  heldValuesOf,
  hasAction,
  ownFieldsOf,
  sortableFields,
  splitCall,
  subsetCreateOf,
  subsetQueryOf,
  takesImports,
  writableFields,
  type CallDeclaration,
  type ResourceDeclaration,
} from '../../contract/declaration';
import type { Call, Method, ResourceEndpoints, WriteCall } from './endpointTypes';
import { importActionsOf } from './importEndpoints';
import { trashEndpointsOf } from './trashEndpoints';

const callOf = (declared: CallDeclaration): Call => {
  const { method, path } = splitCall(declared);
  return { method: method as Method, path };
};

/** A write whose URL has no `{id}` takes the id in the body (`.../update`, `.../remove`). */
const withBodyId = (call: Call, fields: readonly string[]): readonly string[] => (call.path.includes('{id}') ? fields : ['id', ...fields]);

/**
 * How several records are removed in one call: the remove call's `{ids}`, else the bulk call's
 * delete (generic, or own: an own delete of one record goes with one, server/declared/validate.ts).
 */
function deleteManyOf(remove: Call, bulk: Call): WriteCall {
  // A delete call with the id in its body takes `{ids}` too (API.md): the spec's remove calls serve both.
  if (!remove.path.includes('{id}')) return { ...remove, fields: ['ids'] };
  return { ...bulk, fields: ['action', 'ids'], fixed: { action: 'delete' } };
}

function createOf(declaration: ResourceDeclaration, call: Call): WriteCall {
  const { fixed, defaults } = subsetCreateOf(declaration);
  const fields = [...writableFields(declaration, 'create'), ...ownFieldsOf(declaration, 'create')];
  const added = Object.keys({ ...defaults, ...fixed }).filter((name) => !fields.includes(name));
  return { ...call, fields: [...added, ...fields], ...(fixed ? { fixed } : {}), ...(defaults ? { defaults } : {}) };
}

function updateOf(declaration: ResourceDeclaration, call: Call): WriteCall {
  const written = [...writableFields(declaration, 'update'), ...ownFieldsOf(declaration, 'update')];
  return {
    ...call,
    fields: declaration.singleton ? written : withBodyId(call, written),
    // Every update claims the version it read: a stale one is refused (409 EDIT_CONFLICT), never saved over.
    ifMatch: true,
  };
}

/** The endpoint table's row of a declared resource, read off its declaration (see contract/declaration.ts). */
export function endpointsOf(declaration: ResourceDeclaration): ResourceEndpoints {
  const calls = callsOf(declaration);
  const remove = callOf(calls.delete);
  const bulk = callOf(calls.bulk);
  const removeFields = withBodyId(remove, []);
  const hasBulkActions = Object.keys(declaration.bulk ?? {}).length > 0;
  const ownActions = Object.entries(declaration.actions ?? {}).map(([name, call]) => [name, callOf(call)] as const);
  const imports = takesImports(declaration) ? Object.entries(importActionsOf(declaration.name)) : [];
  const actions = Object.fromEntries([...(hasBulkActions ? [['bulk', bulk] as const] : []), ...ownActions, ...imports]);
  const subsetQuery = subsetQueryOf(declaration);
  return {
    ...(declaration.singleton
      ? {}
      : {
          getList: {
            ...callOf(calls.list),
            ...(Object.keys(subsetQuery).length > 0 ? { query: subsetQuery } : {}),
            filters: filterParams(declaration),
            sortable: sortableFields(declaration),
          },
        }),
    getOne: { ...callOf(calls.get), ...(declaration.subset ? { holds: Object.fromEntries(heldValuesOf(declaration)) } : {}) },
    // Only the writes the resource has (a create, update or delete left out of its access has no call).
    ...(hasAction(declaration, 'create') ? { create: createOf(declaration, callOf(calls.create)) } : {}),
    ...(hasAction(declaration, 'update') ? { update: updateOf(declaration, callOf(calls.update)) } : {}),
    ...(hasAction(declaration, 'delete')
      ? {
          delete: { ...remove, ...(removeFields.length > 0 ? { fields: removeFields } : {}) } satisfies WriteCall,
          deleteMany: deleteManyOf(remove, bulk),
        }
      : {}),
    // `dataProvider.call(resource, 'bulk', {data: {action, ids}})`: a declared bulk action; the calls of its server.ts; its imports'.
    ...(Object.keys(actions).length > 0 ? { actions } : {}),
  };
}

/** Each declared resource's row, and the row of each one's trash. */
export const declaredEndpoints: Readonly<Record<string, ResourceEndpoints>> = Object.fromEntries([
  ...declarations.map((declaration) => [declaration.name, endpointsOf(declaration)] as const),
  ...declarationsWithTrash.map(({ name }) => [trashResource(name), trashEndpointsOf(name)] as const),
]);
