import type { FilterProps } from '../shared/people/filters/filterProps';
import { lazyFilter } from '../shared/people/filters/lazyFilter';
import { SelectFilter } from '../shared/people/filters/SelectFilter';
import { useCatalogueChoices } from './catalogueChoices';

/**
 * Subject filter: the tree, indented; it loads the subjects only when the filter is shown, and the
 * autocomplete (with its popper and form library) with it, not with the list.
 */
export const SubjectFilterInput = lazyFilter(() => import('./SubjectAutocomplete').then((module) => module.SubjectAutocomplete));

/**
 * Level filter: the levels in their order, a short scale, as a drop-down loaded when the filter is
 * shown. Languages, a catalogue that may hold hundreds, are searched as typed (ReferenceFilter).
 */
export function LevelFilterInput(props: FilterProps) {
  const { choices, isPending } = useCatalogueChoices('levels');
  return <SelectFilter {...props} choices={choices} isPending={isPending} />;
}
