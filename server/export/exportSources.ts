import { z } from 'zod';
import type { ExportableList } from '../../contract/export.js';
import { meetsRule } from '../auth/guards.js';
import { contractOf } from '../declared/contract.js';
import { declaredListSource } from '../declared/service.js';
import { forbidden } from '../errors.js';
import { serverModuleOf } from '../declared/serverModule.js';
import { callsOf, ownsCall, splitCall, type ReadRule, type ResourceDeclaration } from '../../contract/declaration.js';
import type { ListParams } from '../services/listPage.js';
import { exportOf, type ExportSource } from './exportSource.js';
import { withReferenceLabels } from './referenceLabelColumns.js';

/** The least any of these read rules asks (a list call that several resources share serves the widest of them). */
const widest = (rules: readonly ReadRule[]): ReadRule => (['signedIn', 'editor', 'admin', 'superAdmin'] as const).find((rule) => rules.includes(rule))!;

/**
 * A declared list, under its read rule (an export is a read of the whole list); an own list call's
 * from the server.ts that serves it; either with its references' label columns. Students and admin accounts share one list call: its source
 * keeps staff records to superAdmins, so the export checks the wider of their rules.
 */
function declaredExport(sharing: readonly ResourceDeclaration[], all: readonly ResourceDeclaration[]): ExportSource {
  const [first] = sharing as [ResourceDeclaration, ...ResourceDeclaration[]];
  const rule = widest(sharing.map((declaration) => declaration.access.read));
  const guarded = (source: ExportSource['source']): ExportSource['source'] => (db, actor, query) => {
    if (!meetsRule(actor, rule)) throw forbidden();
    return source(db, actor, query);
  };
  const listed = (): ExportSource => {
    if (!ownsCall(first, 'list')) {
      const { listItem, listQuery } = contractOf(first);
      return exportOf(listQuery as z.ZodType<ListParams>, listItem, (db, _actor, query) => declaredListSource(db, first, all, query as ListParams & Record<string, unknown>));
    }
    const own = sharing.map((declaration) => serverModuleOf(declaration).listExport).find(Boolean);
    if (!own) throw new Error(`src/resources/${first.name}/server.ts: its own list call needs a listExport for the CSV export`);
    return own;
  };
  const labelled = withReferenceLabels(listed(), first, all);
  return { ...labelled, source: guarded(labelled.source) };
}

/** Every list that can be exported, by its list call's path: each declared resource's. */
export function exportSourcesWith(declarations: readonly ResourceDeclaration[]): Record<ExportableList, ExportSource> {
  const byPath = new Map<string, ResourceDeclaration[]>();
  for (const declaration of declarations.filter((each) => !each.singleton)) {
    const path = splitCall(callsOf(declaration).list).path;
    byPath.set(path, [...(byPath.get(path) ?? []), declaration]);
  }
  return Object.fromEntries([...byPath].map(([path, sharing]) => [path, declaredExport(sharing, declarations)]));
}
