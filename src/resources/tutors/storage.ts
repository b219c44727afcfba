import type { ResourceStorage } from '../../../server/declared/storage.js';
import type tutors from './resource.js';

/** Tutors are accounts; the languages and levels they teach are kept in join tables. */
export default {
  table: 'accounts',
  joinTables: {
    languageIds: { table: 'tutorLanguages', column: 'languageId', recordColumn: 'tutorId' },
    levelIds: { table: 'tutorLevels', column: 'levelId', recordColumn: 'tutorId' },
  },
} satisfies ResourceStorage<typeof tutors>;
