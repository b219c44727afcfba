import ReportIcon from '@mui/icons-material/ReportGmailerrorred';
import { lazyScreen } from '../../layout/lazyScreen';

export const reportTitlesResource = {
  name: 'report-titles',
  list: lazyScreen(() => import('./ReportTitleList').then((m) => m.ReportTitleList)),
  icon: ReportIcon,
  recordRepresentation: 'title',
};
