import { withLifecycleCallbacks } from 'ra-core';
import { httpClient } from '../authProvider/httpClient';
import { createDataProvider, type AppDataProvider } from './createDataProvider';
import { profileUploads } from './uploads';

export { createDataProvider, type AppDataProvider, type CallParams } from './createDataProvider';
export { endpoints, type ResourceName } from './endpoints';
export type { EndpointTable, ResourceEndpoints, Call, ListCall, WriteCall } from './endpointTypes';
export { profileUploads } from './uploads';

/** The admin's dataProvider: the endpoint table over the HTTP client, with the profile upload. */
export const dataProvider: AppDataProvider = withLifecycleCallbacks(createDataProvider(httpClient), [profileUploads]);
