import DashboardIcon from '@mui/icons-material/Dashboard';
import { useQuery } from '@tanstack/react-query';
import { Fragment, memo, useEffect, useState } from 'react';
import { Menu as RaMenu, useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../dataProvider/createDataProvider.js';
import { resourceRegistry } from '../resources/registry.js';
import { viewsQuery } from '../resources/shared/views/viewQueries.js';
import { deferredPart } from './deferredPart.js';

const loadPinnedViews = () => import('../resources/shared/views/PinnedViews.js').then((module) => module.PinnedViews);
const PinnedViews = deferredPart(loadPinnedViews);

/** How long the menu waits for its pinned views before it shows without them (they join it when they come). */
const PINNED_WAIT_MS = 1500;

/**
 * Whether the pinned views' code and list are in (or failed, or took too long): the menu is drawn
 * whole once they are, since entries arriving later would push every entry below them down under
 * the pointer of someone about to click one. Their counts are not waited for: they fill a place already drawn.
 */
function usePinnedViewsIn(): boolean {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { isFetched, isError } = useQuery(viewsQuery(dataProvider));
  const [codeIn, setCodeIn] = useState(false);
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    let mounted = true;
    // The part's own load first, so that it draws in the same pass once the code is in.
    PinnedViews.preload();
    const arrived = () => mounted && setCodeIn(true);
    loadPinnedViews().then(arrived, arrived);
    const timer = setTimeout(() => setWaited(true), PINNED_WAIT_MS);
    return () => {
      mounted = false;
      clearTimeout(timer);
    };
  }, []);
  return waited || (codeIn && (isFetched || isError));
}

/**
 * The dashboard and every resource of the registry, translated, with icons (`g` then a key opens
 * them too: ./KeyboardShortcuts.tsx), each followed by its pinned views with their counts. Each
 * resource item checks `canAccess` (list) itself, so admin-management shows only for a superAdmin.
 * Memoised: the layout renders again whenever the routes do, the menu only when its own state changes.
 */
export const Menu = memo(function Menu() {
  const translate = useTranslate();
  const pinnedIn = usePinnedViewsIn();
  return (
    <RaMenu aria-label={translate('app.menu.main')}>
      {pinnedIn && <RaMenu.Item to="/admin/dashboard" primaryText={translate('app.menu.dashboard')} leftIcon={<DashboardIcon />} />}
      {pinnedIn &&
        resourceRegistry
          .filter((module) => module.inMenu !== false)
          .map((module) => (
            <Fragment key={module.name}>
              <RaMenu.ResourceItem name={module.name} />
              <PinnedViews resource={module.name} />
            </Fragment>
          ))}
    </RaMenu>
  );
});
