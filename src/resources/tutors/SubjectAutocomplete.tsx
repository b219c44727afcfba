import { AutocompleteInput } from 'react-admin';
import { useSubjectRows } from './subjectTree';

/** The subjects as an indented tree to pick one from (the tutor list's subject filter). */
export function SubjectAutocomplete({ source }: { source: string }) {
  const { rows, isPending } = useSubjectRows();
  const choices = rows.map((row) => ({ id: row.id, name: `${'— '.repeat(row.depth)}${row.name}` }));
  return <AutocompleteInput source={source} choices={choices} isPending={isPending} />;
}
