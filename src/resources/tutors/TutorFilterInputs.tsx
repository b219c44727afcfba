import { AutocompleteInput, SelectInput } from 'react-admin';
import { useCatalogueChoices } from './catalogueChoices';
import { useSubjectRows } from './subjectTree';

/** Subject filter: the tree, indented; it loads the subjects only when the filter is shown. */
export function SubjectFilterInput({ source }: { source: string; alwaysOn?: boolean }) {
  const { rows, isPending } = useSubjectRows();
  const choices = rows.map((row) => ({ id: row.id, name: `${'— '.repeat(row.depth)}${row.name}` }));
  return <AutocompleteInput source={source} choices={choices} isPending={isPending} />;
}

/** Language or level filter; loads its catalogue only when the filter is shown. */
export function CatalogueFilterInput({ source, catalogue }: { source: string; catalogue: 'languages' | 'levels'; alwaysOn?: boolean }) {
  const { choices, isPending } = useCatalogueChoices(catalogue);
  return <SelectInput source={source} choices={choices} isPending={isPending} />;
}
