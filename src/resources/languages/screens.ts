import TranslateIcon from '@mui/icons-material/Translate';
import { lazyScreen } from '../../layout/lazyScreen';
import type { ResourceModule } from '../types';

export default {
  name: 'languages',
  list: lazyScreen(() => import('./LanguageList').then((m) => m.LanguageList)),
  icon: TranslateIcon,
  recordRepresentation: 'name',
  menuOrder: 90,
} satisfies ResourceModule;
