import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { imageSize } from 'image-size';
import { ApiError, badRequestOn, onField, refusal } from '../errors.js';

export const MAX_PHOTO_BYTES = 2 * 1024 * 1024;
/**
 * A profile photo is shown at a few hundred pixels; 25 megapixels takes any camera's picture
 * (6000 x 4000), while a few bytes of header claiming 10,000 x 10,000 would cost every browser that
 * shows it 400 MB to decode.
 */
export const MAX_PHOTO_MEGAPIXELS = 25;
const MAX_SIDE = 10_000;
/** Stored photos are served at this path (outside /api/v1). */
export const UPLOADS_URL_PREFIX = '/uploads/';

export const photoTypes = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
} as const;
type PhotoMime = keyof typeof photoTypes;

const notAnImage = 'The photo must be a JPEG, PNG or WebP image';
/** Names the photo field, so a form shows the refusal beside the photo rather than as a general error. */
const unsupported = () => new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', notAnImage, refusal('PHOTO_TYPE'), onField('photo', notAnImage, refusal('PHOTO_TYPE')));
const damaged = 'The photo is damaged or not a complete image';
const broken = () => new ApiError(400, 'VALIDATION_FAILED', damaged, refusal('PHOTO_DAMAGED'), onField('photo', damaged, refusal('PHOTO_DAMAGED')));
const tooManyPixels = () => {
  const why = refusal('PHOTO_TOO_MANY_PIXELS', { megapixels: MAX_PHOTO_MEGAPIXELS, side: MAX_SIDE });
  return badRequestOn('photo', `The photo is too big: at most ${MAX_PHOTO_MEGAPIXELS} megapixels and ${MAX_SIDE} pixels on a side`, why);
};

/** The signatures of the accepted types: a file that starts like one but fails to parse is damaged, not foreign. */
function startsLikePhoto(bytes: Buffer): boolean {
  const png = bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  const webp = bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP';
  return png || jpeg || webp;
}

const PNG_END = Buffer.from([0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);

/** Cheap completeness checks: a truncated or padded-with-garbage file fails them. */
function looksComplete(mime: PhotoMime, bytes: Buffer): boolean {
  if (mime === 'image/png') return bytes.subarray(-PNG_END.length).equals(PNG_END);
  if (mime === 'image/jpeg') {
    let end = bytes.length;
    while (end > 2 && bytes[end - 1] === 0x00) end -= 1; // some encoders pad with zeros
    return bytes[end - 2] === 0xff && bytes[end - 1] === 0xd9;
  }
  const riffSize = bytes.readUInt32LE(4);
  return riffSize + 8 === bytes.length || riffSize + 9 === bytes.length;
}

/**
 * Judges an upload by its bytes, never its name or declared type: JPEG, PNG or WebP (else 415),
 * with a readable header, at most MAX_PHOTO_MEGAPIXELS, and a proper end (else 400). Answers the real type.
 */
export async function checkPhoto(bytes: Buffer): Promise<PhotoMime> {
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected) throw startsLikePhoto(bytes) ? broken() : unsupported();
  if (!(detected.mime in photoTypes)) throw unsupported();
  const mime = detected.mime as PhotoMime;
  try {
    const { width, height } = imageSize(bytes);
    if (!width || !height) throw broken();
    if (width > MAX_SIDE || height > MAX_SIDE || width * height > MAX_PHOTO_MEGAPIXELS * 1_000_000) throw tooManyPixels();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw broken();
  }
  if (!looksComplete(mime, bytes)) throw broken();
  return mime;
}

export const uploadsDir = (dataDir: string) => path.resolve(dataDir, 'uploads');

/** Stores a checked photo under a random name and answers its public URL path. */
export async function storePhoto(dataDir: string, bytes: Buffer, mime: PhotoMime): Promise<string> {
  const dir = uploadsDir(dataDir);
  await mkdir(dir, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.${photoTypes[mime]}`;
  await writeFile(path.join(dir, name), bytes, { mode: 0o644 });
  return `${UPLOADS_URL_PREFIX}${name}`;
}

/** Removes a photo we stored earlier (other URLs, such as external ones, are left alone). */
export async function removeStoredPhoto(dataDir: string, url: string | null): Promise<void> {
  if (!url?.startsWith(UPLOADS_URL_PREFIX)) return;
  const name = path.basename(url);
  await rm(path.join(uploadsDir(dataDir), name), { force: true });
}

/** A stored name is 32 hex digits and one of our extensions: nothing else can reach the disk. */
export const storedPhotoName = /^[0-9a-f]{32}\.(jpg|png|webp)$/;

export const mimeOfExtension: Record<string, PhotoMime> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };
