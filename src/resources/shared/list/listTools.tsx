import type { ComponentType } from 'react';
import type { RaRecord } from 'react-admin';
import { lazyWith } from '../../../layout/lazyLoad';
import { LoadFailed } from '../../../layout/LoadFailed';
import { ToolbarPlaceholder } from './toolbarPlace';
import type { ListToolbarProps, ListTools } from './toolbarTypes';

export type DeferredToolbar = ComponentType<Omit<ListToolbarProps<RaRecord>, 'tools'>>;

/**
 * A list's toolbar as a lazy component: the shared toolbar and the list's tools load together, when
 * the list first renders. Call it once per list, at module level.
 */
export function deferredToolbar<R extends RaRecord>(loadTools: () => Promise<ListTools<R>>): DeferredToolbar {
  return lazyWith({ Loading: ToolbarPlaceholder, Failed: LoadFailed }, async () => {
    const [{ ListToolbar }, tools] = await Promise.all([import('./ListToolbar'), loadTools()]);
    const Toolbar: DeferredToolbar = (props) => <ListToolbar<RaRecord> tools={tools as unknown as ListTools<RaRecord>} {...props} />;
    return Toolbar;
  });
}
