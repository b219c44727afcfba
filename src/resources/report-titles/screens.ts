import ReportIcon from '@mui/icons-material/ReportGmailerrorred';
import { lazyScreen } from '../../layout/lazyScreen';
import type { ResourceModule } from '../types';

export default {
  name: 'report-titles',
  list: lazyScreen(() => import('./ReportTitleList').then((m) => m.ReportTitleList)),
  icon: ReportIcon,
  recordRepresentation: 'title',
  menuOrder: 110,
} satisfies ResourceModule;
