import { discoverDeclarations } from '../../server/declared/discover.js';
import { actions, parseCall, parsedCalls } from '../../server/declared/naming.js';
import { bulkRule } from '../../server/declared/routes.js';
import { bulkActionsOf, hasAction, ownsCall, type ReadRule, type ResourceDeclaration } from '../../contract/declaration.js';
import { callRequest, createSample, makeRecord, sampleBody } from '../helpers/declared.js';
import type { Access, MatrixContext, MatrixRow } from './security-matrix.data.js';

/**
 * The matrix rows of every declared resource's calls, from its declaration: a declared rule is the
 * matrix's `staff` column (editor and admin; the matrix's admin has no role, which counts as admin),
 * `superAdmin` or `signedIn`. The editor-role refusals are in declared-resources.test.ts.
 */
const accessOf = (rule: ReadRule): Access => (rule === 'superAdmin' || rule === 'signedIn' ? rule : 'staff');
const ruleOf = { list: 'read', get: 'read', create: 'create', update: 'update', delete: 'delete' } as const;

function rowsOf(declaration: ResourceDeclaration, all: ResourceDeclaration[]): MatrixRow[] {
  const sample = (ctx: MatrixContext) => createSample(ctx.t, ctx.superAdmin, declaration, all, ctx.unique);
  const body = (ctx: MatrixContext) =>
    sampleBody(declaration, ctx.unique, (target) => makeRecord(ctx.t, ctx.superAdmin, all.find((each) => each.name === target)!, all, `${ctx.unique}-ref`));
  const calls = parsedCalls(declaration);
  const [bulkAction] = bulkActionsOf(declaration);
  // Only the generic calls the resource has: one without create, update or delete has no such call
  // (declared-resources.test.ts); the calls its server.ts serves itself have their rows in security-matrix.data.ts.
  const present = actions
    .filter((action) => (action === 'bulk' ? bulkAction !== undefined : action === 'list' || action === 'get' ? true : hasAction(declaration, action)))
    .filter((action) => !ownsCall(declaration, action) && !(declaration.singleton && action === 'list'));
  const rows = present.map((action): MatrixRow => {
    const rule = action === 'bulk' ? bulkRule(declaration, bulkAction!) : declaration.access[ruleOf[action]]!;
    return {
      method: calls[action].method,
      route: `/api/v1${calls[action].url}`,
      access: accessOf(rule),
      request: async (ctx) => {
        const id = action === 'list' || action === 'create' ? undefined : (await sample(ctx)).id;
        const payload = action === 'bulk' ? { action: bulkAction, ids: [id] } : action === 'create' || action === 'update' ? await body(ctx) : undefined;
        const made = callRequest(declaration, action, { ...(id === undefined ? {} : { id }), ...(payload ? { body: payload } : {}) });
        return { url: made.url, ...(made.payload ? { payload: made.payload } : {}) };
      },
    };
  });
  const publicRead = declaration.publicRead;
  const read = publicRead && parseCall(publicRead.call);
  if (publicRead && read) {
    // A call by key answers one live record: make one, and ask for it.
    const byKey = async (ctx: MatrixContext) => {
      const record = await createSample(ctx.t, ctx.superAdmin, declaration, all, ctx.unique, publicRead.live.flag ? { [publicRead.live.flag]: true } : {});
      return `?${publicRead.key}=${encodeURIComponent(String(record[publicRead.key!]))}`;
    };
    rows.push({ method: 'GET', route: `/api/v1${read.url}`, access: 'public', request: async (ctx) => ({ url: `/api/v1${read.url}${publicRead.key ? await byKey(ctx) : ''}` }) });
  }
  return rows;
}

const declarations = await discoverDeclarations();
export const declaredRows: MatrixRow[] = declarations.flatMap((declaration) => rowsOf(declaration, declarations));
