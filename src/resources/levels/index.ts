import SchoolIcon from '@mui/icons-material/School';
import { lazyScreen } from '../../layout/lazyScreen';

export const levelsResource = {
  name: 'levels',
  list: lazyScreen(() => import('./LevelList').then((m) => m.LevelList)),
  icon: SchoolIcon,
  recordRepresentation: 'name',
};
