import SchoolIcon from '@mui/icons-material/School';
import { lazyScreen } from '../../layout/lazyScreen';
import type { ResourceModule } from '../types';

export default {
  name: 'levels',
  list: lazyScreen(() => import('./LevelList').then((m) => m.LevelList)),
  icon: SchoolIcon,
  recordRepresentation: 'name',
  menuOrder: 100,
} satisfies ResourceModule;
