import SettingsIcon from '@mui/icons-material/Settings';
import { lazyScreen } from '../../layout/lazyScreen';

/** /admin/site-setting: one form (the list route shows it; there is no list). */
export const siteSettingResource = {
  name: 'site-setting',
  list: lazyScreen(() => import('./SiteSettingEdit').then((m) => m.SiteSettingEdit)),
  icon: SettingsIcon,
  recordRepresentation: 'siteName',
};
