import { useCallback } from 'react';
import { useDataProvider, type Identifier } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider/createDataProvider';

/** Calls one of the endpoint table's custom actions (`dataProvider.call`): dashboard, tutor status, ... */
export function useApiCall() {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useCallback(
    async <T = unknown>(resource: string, action: string, params: { id?: Identifier; data?: unknown } = {}): Promise<T> => {
      const { data } = await dataProvider.call<T>(resource, action, params);
      return data;
    },
    [dataProvider],
  );
}
