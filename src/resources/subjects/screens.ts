import AccountTreeIcon from '@mui/icons-material/AccountTree';
import { lazyScreen } from '../../layout/lazyScreen';
import type { ResourceModule } from '../types';

/** /admin/subjects: the subject tree (one screen, no detail route). */
export default {
  name: 'subjects',
  list: lazyScreen(() => import('./SubjectTree').then((m) => m.SubjectTree)),
  icon: AccountTreeIcon,
  recordRepresentation: 'name',
  menuOrder: 70,
} satisfies ResourceModule;
