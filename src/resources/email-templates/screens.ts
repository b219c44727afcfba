import EmailIcon from '@mui/icons-material/Email';
import { lazyScreen } from '../../layout/lazyScreen';
import type { ResourceModule } from '../types';

/** /admin/email-templates and /admin/email-templates/{id} (react-admin's default edit route `:id`). */
export default {
  name: 'email-templates',
  list: lazyScreen(() => import('./EmailTemplateList').then((m) => m.EmailTemplateList)),
  edit: lazyScreen(() => import('./EmailTemplateEdit').then((m) => m.EmailTemplateEdit)),
  icon: EmailIcon,
  recordRepresentation: 'name',
  menuOrder: 120,
} satisfies ResourceModule;
