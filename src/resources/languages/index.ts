import TranslateIcon from '@mui/icons-material/Translate';
import { lazyScreen } from '../../layout/lazyScreen';

export const languagesResource = {
  name: 'languages',
  list: lazyScreen(() => import('./LanguageList').then((m) => m.LanguageList)),
  icon: TranslateIcon,
  recordRepresentation: 'name',
};
