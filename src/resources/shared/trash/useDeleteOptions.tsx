import { useCallback, useEffect, useMemo } from 'react';
import { useNotify, useRedirect, useUnselect, type Identifier, type RedirectionSideEffect } from 'react-admin';
import { deferredPart } from '../../../layout/deferredPart';
import { declarationsWithTrash } from '../../declared';
import { saveNow } from '../catalogue/saveNow';

const MovedToTrash = deferredPart(() => import('./MovedToTrash').then((m) => m.MovedToTrash));

/** How long the offer to undo stays up (react-admin's messages stay 4 s); pointing at it or focusing it holds it. */
const UNDO_FOR_MS = 10_000;

/** What a delete's success callback is given: one record's id, or the ids of several. */
interface Deleted {
  id?: Identifier;
  ids?: readonly Identifier[];
}

/**
 * Says that records moved to the resource's trash, with Undo (./MovedToTrash.tsx, in its own chunk,
 * requested once a screen that deletes shows), for as long as UNDO_FOR_MS.
 */
export function useMovedToTrashNotice(resource: string, trash = true) {
  const notify = useNotify();
  useEffect(() => {
    if (trash) MovedToTrash.preload();
  }, [trash]);
  return useCallback((ids: readonly Identifier[]) => notify(<MovedToTrash resource={resource} ids={ids} />, { autoHideDuration: UNDO_FOR_MS }), [notify, resource]);
}

/**
 * The `mutationOptions` of every delete button of the declared screens, one record or the selected
 * ones, kept pessimistic. Where the resource keeps a trash, the success notification says the records
 * moved there and offers Undo (`useMovedToTrashNotice`).
 * Such an `onSuccess` replaces react-admin's own, so its other effects are done here: the records
 * leave the selection, and `redirectTo` applies (a detail screen goes back to the list). The one
 * effect left out, closing one record's confirmation, happens anyway: the pessimistic delete has taken
 * the record out of the list's cache, so its row and the dialog go, or the redirect leaves the screen.
 */
export function useDeleteOptions(resource: string, redirectTo: RedirectionSideEffect = false) {
  const unselect = useUnselect(resource);
  const redirect = useRedirect();
  const trash = declarationsWithTrash.some((declaration) => declaration.name === resource);
  const movedToTrash = useMovedToTrashNotice(resource, trash);
  return useMemo(() => {
    if (!trash) return saveNow;
    return {
      ...saveNow,
      onSuccess: (_answer: unknown, { id, ids = id === undefined ? [] : [id] }: Deleted) => {
        movedToTrash(ids);
        unselect([...ids], true);
        redirect(redirectTo, resource);
      },
    };
  }, [trash, resource, redirectTo, movedToTrash, unselect, redirect]);
}
