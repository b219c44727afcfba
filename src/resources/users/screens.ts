import PeopleIcon from '@mui/icons-material/People';
import { lazyScreen } from '../../layout/lazyScreen';
import { userListStart } from './listStart';
import type { ResourceModule } from '../types';

/** Students: list, detail at users/{id}, add at users/add, edit at users/edit/{id}. */
export default {
  name: 'users',
  list: lazyScreen(userListStart.loadScreen),
  show: lazyScreen(() => import('./UserShow').then((m) => m.UserShow)),
  create: lazyScreen(() => import('./UserCreate').then((m) => m.UserCreate)),
  edit: lazyScreen(() => import('./UserEdit').then((m) => m.UserEdit)),
  icon: PeopleIcon,
  recordRepresentation: 'displayName',
  menuOrder: 60,
} satisfies ResourceModule;
