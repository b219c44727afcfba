import { declarationOf } from '../declared';
import { importButtonOf } from '../shared/import/ImportButton';
import { trashButtonOf } from '../shared/trash/TrashButton';

/** The ways from a list to the screens below it, its import and its trash, where its resource has them (shared/list/ListFrame.tsx draws them under the list). */
export function ListPlaces({ resource }: { resource: string }) {
  const declaration = declarationOf(resource);
  if (!declaration) return null;
  return (
    <>
      {importButtonOf(declaration)}
      {trashButtonOf(declaration)}
    </>
  );
}
