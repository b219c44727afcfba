import { AutocompleteInput, ReferenceInput, useResourceContext } from 'react-admin';
import type { FilterProps } from './filterProps';
import { FormFilter } from './FormFilter';

export interface ReferenceAutocompleteFilterProps extends FilterProps {
  /** The resource whose record the filter names. */
  reference: string;
  /** The field of a record shown as its choice (its label field). */
  optionText: string;
}

/**
 * A record of another resource, searched by its label as the admin types (the referenced list's `q`):
 * any record can be chosen, not only a first page of them. Load it lazily (lazyFilter).
 */
export function ReferenceAutocompleteFilter({ source, reference, optionText, label }: ReferenceAutocompleteFilterProps) {
  const resource = useResourceContext();
  return (
    <FormFilter source={source}>
      <ReferenceInput source={source} reference={reference}>
        <AutocompleteInput optionText={optionText} label={label ?? `resources.${resource}.fields.${source}`} helperText={false} size="small" />
      </ReferenceInput>
    </FormFilter>
  );
}
