import { useGetList } from 'react-admin';

interface Named {
  id: number;
  name: string;
}

const ALL = 500;

/** Every language or level as input choices (the catalogues are short: one page of 500). */
export function useCatalogueChoices(resource: 'languages' | 'levels') {
  const { data, isPending } = useGetList<Named>(resource, {
    pagination: { page: 1, perPage: ALL },
    sort: resource === 'levels' ? { field: 'sortOrder', order: 'ASC' } : { field: 'name', order: 'ASC' },
  });
  return { choices: data ?? [], isPending };
}
