import { downloadCSV, type TranslateFunction } from 'react-admin';
import { toCsv } from '../shared/people/csv';
import { flatten, type SubjectNode } from './subjectTree';

/**
 * The subjects shown (the search's matches with their parents), depth first as in the tree:
 * name, parent subject, and how many tutors teach it.
 */
export function subjectsCsv(shown: SubjectNode[], translate: TranslateFunction): string {
  const rows = flatten(shown).map(({ node }) => node);
  const names = new Map(rows.map((node) => [node.id, node.name]));
  return toCsv(rows, [
    { header: translate('resources.subjects.fields.name'), value: (node) => node.name },
    { header: translate('resources.subjects.fields.parentId'), value: (node) => (node.parentId == null ? '' : names.get(node.parentId)) },
    { header: translate('resources.subjects.fields.tutorCount'), value: (node) => node.subtreeTutorCount ?? node.tutorCount },
  ]);
}

export const exportSubjects = (shown: SubjectNode[], translate: TranslateFunction) =>
  downloadCSV(subjectsCsv(shown, translate), 'subjects');
