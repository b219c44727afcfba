import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { Dashboard } from '../../../contract/dashboard';
import { isTransient } from '../../authProvider/httpClient';
import type { AppDataProvider } from '../../dataProvider/createDataProvider';

/** The whole dashboard in ONE call: GET /admin/dashboard (the endpoint table's `dashboard.get` action). */
export function useDashboard() {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ['dashboard', 'get'],
    queryFn: async ({ signal }) => (await dataProvider.call<Dashboard>('dashboard', 'get', { signal })).data,
    staleTime: 60_000,
    // One quick retry for a passing failure (offline, a busy server), then the error and its Retry
    // button: react-query's three retries took 7 s and more, with only a progress bar meanwhile.
    retry: (failures, error) => failures < 1 && isTransient((error as { status?: number }).status ?? 0),
    retryDelay: 500,
  });
}
