import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { Dashboard } from '../../../contract/dashboard';
import type { AppDataProvider } from '../../dataProvider/createDataProvider';

/** The whole dashboard in ONE call: GET /admin/dashboard (the endpoint table's `dashboard.get` action). */
export function useDashboard() {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ['dashboard', 'get'],
    queryFn: async ({ signal }) => (await dataProvider.call<Dashboard>('dashboard', 'get', { signal })).data,
    staleTime: 60_000,
  });
}
