import DashboardIcon from '@mui/icons-material/Dashboard';
import { Fragment, memo } from 'react';
import { Menu as RaMenu, useTranslate } from 'react-admin';
import { resourceRegistry } from '../resources/registry.js';
import { deferredPart } from './deferredPart.js';

const PinnedViews = deferredPart(() => import('../resources/shared/views/PinnedViews.js').then((module) => module.PinnedViews));

/**
 * The dashboard and every resource of the registry, translated, with icons (`g` then a key opens
 * them too: ./KeyboardShortcuts.tsx), each followed by its pinned views with their counts (loaded
 * after the first screen). Each resource item
 * checks `canAccess` (list) itself, so admin-management shows only for a superAdmin. Memoised: the
 * layout renders again whenever the routes do, the menu only when its own state changes.
 */
export const Menu = memo(function Menu() {
  const translate = useTranslate();
  return (
    <RaMenu aria-label={translate('app.menu.main')}>
      <RaMenu.Item to="/admin/dashboard" primaryText={translate('app.menu.dashboard')} leftIcon={<DashboardIcon />} />
      {resourceRegistry
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
