import { deferredToolbar, type DeferredToolbar } from '../shared/list/listTools';
import type { ResourceDeclaration } from '../../../contract/declaration';

const toolbars = new Map<string, DeferredToolbar>();

/** A declared list's toolbar: one lazy component per resource, its filters and export in their own chunk. */
export function declaredToolbar(declaration: ResourceDeclaration): DeferredToolbar {
  let toolbar = toolbars.get(declaration.name);
  if (!toolbar) {
    toolbar = deferredToolbar(() => import('./DeclaredListTools').then((module) => module.declaredListTools(declaration)));
    toolbars.set(declaration.name, toolbar);
  }
  return toolbar;
}
