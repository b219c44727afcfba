import type { FilterProps } from '../shared/people/filters/filterProps';
import { lazyFilter } from '../shared/people/filters/lazyFilter';
import { SelectFilter } from '../shared/people/filters/SelectFilter';
import { useCatalogueChoices } from './catalogueChoices';

/**
 * Subject filter: the tree, indented; it loads the subjects only when the filter is shown, and the
 * autocomplete (with its popper and form library) with it, not with the list.
 */
export const SubjectFilterInput = lazyFilter(() => import('./SubjectAutocomplete').then((module) => module.SubjectAutocomplete));

/** Language or level filter; loads its catalogue only when the filter is shown. */
export function CatalogueFilterInput({ catalogue, ...props }: FilterProps & { catalogue: 'languages' | 'levels' }) {
  const { choices, isPending } = useCatalogueChoices(catalogue);
  return <SelectFilter {...props} choices={choices} isPending={isPending} />;
}
