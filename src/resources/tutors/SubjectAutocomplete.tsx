import { AutocompleteInput } from 'react-admin';
import type { FilterProps } from '../shared/people/filters/filterProps';
import { FormFilter } from '../shared/people/filters/FormFilter';
import { useSubjectRows } from './subjectTree';

/** The subjects as an indented tree to pick one from (the tutor list's subject filter). */
export function SubjectAutocomplete({ source }: FilterProps) {
  const { rows, isPending } = useSubjectRows();
  const choices = rows.map((row) => ({ id: row.id, name: `${'— '.repeat(row.depth)}${row.name}` }));
  return (
    <FormFilter source={source}>
      <AutocompleteInput source={source} choices={choices} isPending={isPending} helperText={false} size="small" />
    </FormFilter>
  );
}
