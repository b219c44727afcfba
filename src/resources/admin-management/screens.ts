import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import { lazyScreen } from '../../layout/lazyScreen';
import { adminListStart } from './listStart';
import type { ResourceModule } from '../types';

/**
 * Admin accounts (superAdmin only): list, view/{id}, add, edit/{id}. Every view sits behind
 * SuperAdminOnly, so an admin lands on the dashboard before any admin record is requested.
 */
export default {
  name: 'admin-management',
  list: lazyScreen(adminListStart.loadScreen),
  show: lazyScreen(() => import('./AdminShow').then((m) => m.AdminShow)),
  create: lazyScreen(() => import('./AdminCreate').then((m) => m.AdminCreate)),
  edit: lazyScreen(() => import('./AdminEdit').then((m) => m.AdminEdit)),
  icon: AdminPanelSettingsIcon,
  recordRepresentation: 'displayName',
  // The detail lives at view/{id} (spec section 2); add and edit/{id} are the defaults.
  routes: { detail: 'view/:id' },
  menuOrder: 40,
} satisfies ResourceModule;
