import type { RaRecord, UpdateParams } from 'ra-core';
import { updateStoredUser } from '../authProvider/storage';

/** What an ImageInput holds: a new file (`rawFile`) or the current picture (`src` only). */
export interface ImageValue {
  rawFile?: File;
  src?: string;
  title?: string;
}

/** The text parts of the multipart profile update (server/services/profile.ts `profileFields`). */
const profileTextFields = ['displayName', 'phone', 'removePhoto'] as const;

/** The current photo as an ImageInput value, so the form shows it and can remove it. */
export function withPhoto<T extends RaRecord>(record: T): T & { photo: ImageValue | null } {
  const photoURL = typeof record.photoURL === 'string' ? record.photoURL : null;
  return { ...record, photo: photoURL ? { src: photoURL, title: String(record.displayName ?? '') } : null };
}

/**
 * The multipart body of POST /admin/profileUpdateFileUpload: the text fields (server/services/profile.ts
 * `profileFields`), the new photo (`photo` part) when the ImageInput holds a file, and
 * `removePhoto=true` when asked for or when an ImageInput that showed a photo was emptied.
 */
export function profileFormData(data: Partial<RaRecord>, previousData?: Partial<RaRecord>): FormData {
  const form = new FormData();
  for (const field of profileTextFields) {
    const value = data[field];
    if (value !== undefined && value !== null) form.append(field, String(value));
  }
  const photo = data.photo as ImageValue | null | undefined;
  if (photo?.rawFile instanceof Blob) form.append('photo', photo.rawFile, photo.rawFile.name);
  else if (photo === null && previousData?.photo && !form.has('removePhoto')) form.append('removePhoto', 'true');
  return form;
}

/** The update goes out as multipart: the provider sends FormData as it is, in place of the record. */
export const asMultipart = (params: UpdateParams): UpdateParams => ({
  ...params,
  data: profileFormData(params.data, params.previousData) as unknown as UpdateParams['data'],
});

/** After a save, the stored user follows the new name and photo, so the app bar shows them at once. */
export function afterProfileSave(result: { data: RaRecord }) {
  const { displayName, photoURL } = result.data;
  updateStoredUser({
    ...(typeof displayName === 'string' ? { displayName } : {}),
    ...(photoURL === null || typeof photoURL === 'string' ? { photoURL } : {}),
  });
  return { ...result, data: withPhoto(result.data) };
}
