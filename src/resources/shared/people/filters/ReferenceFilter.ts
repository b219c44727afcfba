import { lazyFilter } from './lazyFilter';

/**
 * A filter by a record of another resource that searches it as the admin types (react-admin's
 * autocomplete, see ./ReferenceAutocompleteFilter.tsx): loaded when first shown, not with the list.
 */
export const ReferenceFilter = lazyFilter(() => import('./ReferenceAutocompleteFilter').then((module) => module.ReferenceAutocompleteFilter));
