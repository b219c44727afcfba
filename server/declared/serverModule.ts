import type { FastifyPluginAsync } from 'fastify';
import type { ResourceDeclaration } from '../../contract/declaration.js';
import type { ExportSource } from '../export/exportSources.js';
import type { DeclaredRecord } from './records.js';

/**
 * What a resource folder's `server.ts` may export. It is found by convention beside `resource.ts`
 * (discover.ts), so the admin, which imports the declaration, never sees server code.
 */
export interface DeclaredServerModule {
  /** A Fastify plugin with the calls the declaration cannot say, registered after the declared ones under /api/v1. */
  default?: FastifyPluginAsync;
  /**
   * A rule the declaration cannot say, run inside a create's or an update's transaction before the
   * values are stored (HTML already sanitised): throw `badRequest` to refuse the write. `before` is
   * the stored record of an update; `sent` the fields as the caller sent them, HTML not yet sanitised
   * (a rule about what was written, even where the sanitiser would drop it).
   */
  checkWrite?: (change: { before?: DeclaredRecord; values: Record<string, unknown>; sent: Record<string, unknown> }) => void;
  /**
   * What the CSV export pages through when the list call is its own (`ownCalls: ['list']`): its
   * query and item schemas and its list source (`exportOf` in server/export/exportSources.ts).
   */
  listExport?: ExportSource;
}

const modules = new WeakMap<ResourceDeclaration, DeclaredServerModule>();

export function rememberServerModule(declaration: ResourceDeclaration, module: DeclaredServerModule | undefined): void {
  if (module) modules.set(declaration, module);
}

/** The resource's server.ts, or nothing when its folder has none. */
export const serverModuleOf = (declaration: ResourceDeclaration): DeclaredServerModule => modules.get(declaration) ?? {};
