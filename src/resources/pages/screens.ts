import DescriptionIcon from '@mui/icons-material/Description';
import { lazyScreen } from '../../layout/lazyScreen';
import type { ResourceModule } from '../types';
import { pageListStart } from './listStart';

/** /admin/pages and /admin/pages/{id} (react-admin's default edit route `:id` is the spec's URL). */
export default {
  name: 'pages',
  list: lazyScreen(pageListStart.loadScreen),
  edit: lazyScreen(() => import('./PageEdit').then((m) => m.PageEdit)),
  create: lazyScreen(() => import('./PageCreate').then((m) => m.PageCreate)),
  icon: DescriptionIcon,
  recordRepresentation: 'title',
  menuOrder: 10,
} satisfies ResourceModule;
