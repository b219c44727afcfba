import DashboardIcon from '@mui/icons-material/Dashboard';
import { memo } from 'react';
import { Menu as RaMenu, useTranslate } from 'react-admin';
import { resourceRegistry } from '../resources/registry.js';

/**
 * The dashboard and every resource of the registry, translated, with icons (`g` then a key opens
 * them too: ./KeyboardShortcuts.tsx). Each resource item
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
          <RaMenu.ResourceItem key={module.name} name={module.name} />
        ))}
    </RaMenu>
  );
});
