import type { ComponentProps, ComponentType } from 'react';
import type { AddSavedQueryDialog as RaAddSavedQueryDialog, RemoveSavedQueryDialog as RaRemoveSavedQueryDialog } from 'react-admin';
import { deferredPart } from '../../layout/deferredPart.js';
import { useLatch } from '../../layout/useLatch.js';

const load = () => import('./savedQueryDialogsParts.js');

type DialogProps = ComponentProps<typeof RaAddSavedQueryDialog> & ComponentProps<typeof RaRemoveSavedQueryDialog>;

/** Draws the dialog from its first opening on (it stays mounted afterwards, for its closing transition). */
function openedOnce(Dialog: ComponentType<DialogProps>) {
  return function OpenedOnce(props: DialogProps) {
    return useLatch(props.open) ? <Dialog {...props} /> : null;
  };
}

/**
 * FilterButton's "save current query" and "remove this query" dialogs, closed until chosen from its
 * menu. Build only: see build/deferredParts.ts.
 */
export const AddSavedQueryDialog = openedOnce(deferredPart<DialogProps>(() => load().then((module) => module.AddSavedQueryDialog)));

export const RemoveSavedQueryDialog = openedOnce(deferredPart<DialogProps>(() => load().then((module) => module.RemoveSavedQueryDialog)));
