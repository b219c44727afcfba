import { AutocompleteInput, ReferenceInput } from 'react-admin';
import type { FilterProps } from '../shared/people/filters/filterProps';
import { FormFilter } from '../shared/people/filters/FormFilter';

/** The student or the tutor of a transaction, searched by name as the admin types. */
export function PartyFilter({ source, reference }: FilterProps & { reference: 'users' | 'tutors' }) {
  return (
    <FormFilter source={source}>
      <ReferenceInput source={source} reference={reference}>
        <AutocompleteInput optionText="displayName" label={`resources.transactions.fields.${source}`} helperText={false} size="small" />
      </ReferenceInput>
    </FormFilter>
  );
}
