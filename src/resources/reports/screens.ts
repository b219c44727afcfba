import ReportIcon from '@mui/icons-material/Report';
import type { ReportItem } from '../../../contract/reports';
import { lazyScreen } from '../../layout/lazyScreen';
import { reportListStart } from './listStart';
import type { ResourceModule } from '../types';

/** Reported issues: list, and the detail at reports/{id} (our choice: the spec shows no detail route). */
export default {
  name: 'reports',
  list: lazyScreen(reportListStart.loadScreen),
  show: lazyScreen(() => import('./ReportShow').then((m) => m.ReportShow)),
  icon: ReportIcon,
  recordRepresentation: (record: ReportItem) => `#${record.id} ${record.reportTitle ?? ''}`.trim(),
  menuOrder: 20,
} satisfies ResourceModule;
