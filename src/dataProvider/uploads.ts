import type { RaRecord, ResourceCallbacks, UpdateParams } from 'ra-core';

/** The profile form's code, loaded with the first read of the profile rather than with the admin. */
const profileForm = () => import('./profileForm');

/**
 * The profile's lifecycle: reads add the ImageInput value, updates go out as multipart (the
 * provider sends FormData as it is), and the stored user follows the new name and photo so the
 * app bar shows them at once (./profileForm.ts).
 */
export const profileUploads: ResourceCallbacks = {
  resource: 'profile',
  afterRead: async (record: RaRecord) => (await profileForm()).withPhoto(record),
  beforeUpdate: async (params: UpdateParams) => (await profileForm()).asMultipart(params),
  afterUpdate: async (result: { data: RaRecord }) => (await profileForm()).afterProfileSave(result),
};
