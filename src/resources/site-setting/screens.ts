import SettingsIcon from '@mui/icons-material/Settings';
import { lazyScreen } from '../../layout/lazyScreen';
import type { ResourceModule } from '../types';

/** /admin/site-setting: one form (the list route shows it; there is no list). */
export default {
  name: 'site-setting',
  list: lazyScreen(() => import('./SiteSettingEdit').then((m) => m.SiteSettingEdit)),
  icon: SettingsIcon,
  recordRepresentation: 'siteName',
  menuOrder: 80,
} satisfies ResourceModule;
