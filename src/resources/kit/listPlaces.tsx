import type { ResourceDeclaration } from '../../../contract/declaration';
import { declarationOf } from '../declared';
import { importButtonOf } from '../shared/import/ImportButton';
import { trashButtonOf } from '../shared/trash/TrashButton';

/** The ways from a declared list to the screens below it, in its toolbar and beside "No records yet": its import and its trash, where it has them. */
export function listPlacesOf(declaration: ResourceDeclaration) {
  const [imports, trash] = [importButtonOf(declaration), trashButtonOf(declaration)];
  if (!imports && !trash) return undefined;
  return (
    <>
      {imports}
      {trash}
    </>
  );
}

/** A list toolbar's ways to its resource's import and trash (shared/list/ListToolbar.tsx loads it after the toolbar). */
export function ListPlaces({ resource }: { resource: string }) {
  const declaration = declarationOf(resource);
  return declaration ? listPlacesOf(declaration) : null;
}
