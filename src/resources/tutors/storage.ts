import type { ResourceStorage } from '../../../server/declared/storage.js';
import type tutors from './resource.js';

/** Tutors are accounts; the subjects, languages and levels they teach are kept in join tables. */
export default {
  table: 'accounts',
  joinTables: {
    subjectIds: { table: 'tutorSubjects', column: 'subjectId', recordColumn: 'tutorId' },
    languageIds: { table: 'tutorLanguages', column: 'languageId', recordColumn: 'tutorId' },
    levelIds: { table: 'tutorLevels', column: 'levelId', recordColumn: 'tutorId' },
  },
} satisfies ResourceStorage<typeof tutors>;
