import EmailIcon from '@mui/icons-material/Email';
import { lazyScreen } from '../../layout/lazyScreen';
import type { ResourceModule } from '../types';
import { emailTemplateListStart } from './listStart';

/** /admin/email-templates and /admin/email-templates/{id} (react-admin's default edit route `:id`). */
export default {
  name: 'email-templates',
  list: lazyScreen(emailTemplateListStart.loadScreen),
  edit: lazyScreen(() => import('./EmailTemplateEdit').then((m) => m.EmailTemplateEdit)),
  icon: EmailIcon,
  recordRepresentation: 'name',
  menuOrder: 120,
} satisfies ResourceModule;
