import SchoolIcon from '@mui/icons-material/School';
import { lazyScreen } from '../../layout/lazyScreen';
import { tutorListStart } from './listStart';
import type { ResourceModule } from '../types';

/** Tutors: list, detail at tutors/{id}, add at tutors/add, edit at tutors/edit/{id}. */
export default {
  name: 'tutors',
  list: lazyScreen(tutorListStart.loadScreen),
  show: lazyScreen(() => import('./TutorShow').then((m) => m.TutorShow)),
  create: lazyScreen(() => import('./TutorCreate').then((m) => m.TutorCreate)),
  edit: lazyScreen(() => import('./TutorEdit').then((m) => m.TutorEdit)),
  icon: SchoolIcon,
  recordRepresentation: 'displayName',
  menuOrder: 50,
} satisfies ResourceModule;
