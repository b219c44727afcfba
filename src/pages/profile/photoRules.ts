import { reasonTextKey } from '../../i18n/apiErrorText';
/** The server's upload rules (B1): one photo, at most 2 MB, JPEG, PNG or WebP. */
export const MAX_PHOTO_BYTES = 2 * 1024 * 1024;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PHOTO_ACCEPT = { 'image/jpeg': ['.jpg', '.jpeg'], 'image/png': ['.png'], 'image/webp': ['.webp'] };

/**
 * The translation key of what is wrong with a chosen file, or undefined when it may be sent. A
 * refusal the server also makes is said in the server's words (src/i18n/apiErrorText.ts), so the
 * admin reads one sentence for it whichever side refuses.
 */
export const unreadablePhoto = reasonTextKey('PHOTO_DAMAGED');
export function photoProblem(file: { size: number; type: string }): string | undefined {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return reasonTextKey('PHOTO_TYPE');
  if (file.size > MAX_PHOTO_BYTES) return 'app.profile.photoSize';
  return undefined;
}

/**
 * Whether the browser can decode the file as an image: a file named .png that is not one would show
 * a broken preview and be refused by the server after Save. Where the browser cannot tell
 * (no createImageBitmap), the server's check stands alone.
 */
export async function isReadableImage(file: Blob): Promise<boolean> {
  if (typeof createImageBitmap !== 'function') return true;
  try {
    (await createImageBitmap(file)).close();
    return true;
  } catch {
    return false;
  }
}
