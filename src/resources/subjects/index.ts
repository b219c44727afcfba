import AccountTreeIcon from '@mui/icons-material/AccountTree';
import { lazyScreen } from '../../layout/lazyScreen';

/** /admin/subjects: the subject tree (one screen, no detail route). */
export const subjectsResource = {
  name: 'subjects',
  list: lazyScreen(() => import('./SubjectTree').then((m) => m.SubjectTree)),
  icon: AccountTreeIcon,
  recordRepresentation: 'name',
};
