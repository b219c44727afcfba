import { lazy, Suspense } from 'react';
import { SelectInput } from 'react-admin';
import { useCatalogueChoices } from './catalogueChoices';

// The autocomplete (and its popper) loads when the filter is first shown, not with the list (issue 7).
const SubjectAutocomplete = lazy(() => import('./SubjectAutocomplete').then((m) => ({ default: m.SubjectAutocomplete })));

/** Subject filter: the tree, indented; it loads the subjects only when the filter is shown. */
export function SubjectFilterInput({ source }: { source: string; alwaysOn?: boolean }) {
  return (
    <Suspense fallback={null}>
      <SubjectAutocomplete source={source} />
    </Suspense>
  );
}

/** Language or level filter; loads its catalogue only when the filter is shown. */
export function CatalogueFilterInput({ source, catalogue }: { source: string; catalogue: 'languages' | 'levels'; alwaysOn?: boolean }) {
  const { choices, isPending } = useCatalogueChoices(catalogue);
  return <SelectInput source={source} choices={choices} isPending={isPending} />;
}
