import type { ResourceStorage } from '../../../server/declared/storage.js';
import type tutors from './resource.js';

/**
 * Tutors are accounts; the fields a student does not have are kept in the tutor's profile row, and
 * the subjects, languages and levels they teach in join tables.
 */
export default {
  table: 'accounts',
  sideTable: { table: 'tutorProfiles', key: 'accountId', renamed: { statusChangedById: 'statusChangedBy' } },
  joinTables: {
    subjectIds: { table: 'tutorSubjects', column: 'subjectId', recordColumn: 'tutorId' },
    languageIds: { table: 'tutorLanguages', column: 'languageId', recordColumn: 'tutorId' },
    levelIds: { table: 'tutorLevels', column: 'levelId', recordColumn: 'tutorId' },
  },
} as const satisfies ResourceStorage<typeof tutors>;
