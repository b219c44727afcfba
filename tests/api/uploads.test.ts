import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { openDatabase } from '../../server/db/index.js';
import { uploadFileRoutes } from '../../server/routes/uploads.js';
import { createTestAccount, type TestAccount } from '../helpers/accounts.js';
import type { TestApp } from '../helpers/app.js';
import { multipartBody, type FilePart } from '../helpers/people.js';

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
function chunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
/** A real PNG of `size` x `size` grey pixels; `extra` adds an ancillary chunk to grow the file. */
function png(size: number, extra = 0) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const raw = Buffer.alloc((size + 1) * size, 0x80);
  for (let row = 0; row < size; row += 1) raw[row * (size + 1)] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    ...(extra > 0 ? [chunk('tEXt', Buffer.alloc(extra, 0x41))] : []),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
/** A PNG whose header claims `width` x `height` over one tiny data chunk: all a header reader sees. */
function claimedPng(width: number, height: number) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  return Buffer.concat([png(1).subarray(0, 8), chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.alloc(2))), chunk('IEND', Buffer.alloc(0))]);
}
/** A baseline JPEG header (SOI, SOF0 with dimensions, EOI): enough for the content checks. */
function jpeg() {
  const sof = Buffer.from([0xff, 0xc0, 0x00, 0x0b, 0x08, 0x00, 0x10, 0x00, 0x10, 0x01, 0x01, 0x11, 0x00]);
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof, Buffer.from([0xff, 0xd9])]);
}

const photo = (bytes: Buffer, filename = 'me.png', contentType = 'image/png'): FilePart => ({ field: 'photo', filename, contentType, bytes });

describe('POST /admin/profileUpdateFileUpload and GET /uploads/{name}', () => {
  let t: TestApp;
  let dataDir: string;
  let admin: TestAccount;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'uploads-test-'));
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
    const url = process.env.DATABASE_URL;
    const target = url
      ? { kind: 'postgres' as const, url: await (await import('../helpers/postgres.js')).createScratchDatabase(url) }
      : { kind: 'memory' as const };
    const database = await openDatabase(target);
    const app = await buildApp({ config, db: database.db, changes: database.changes, jwtSecret: 'test-secret-'.padEnd(48, 'x'), logger: false });
    // The lead wires uploadFileRoutes into buildApp; until then (or if not) register it here.
    if (!app.hasRoute({ method: 'GET', url: '/uploads/:name' })) await app.register(uploadFileRoutes);
    await app.ready();
    t = { app, db: database.db, config, close: async () => (await app.close(), await database.close()) };
    admin = await createTestAccount(t, 'admin', { displayName: 'Pic Admin' });
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const upload = (fields: Record<string, string>, files: FilePart[] = [], by: TestAccount | null = admin) => {
    const form = multipartBody(fields, files);
    return t.app.inject({ method: 'POST', url: '/api/v1/admin/profileUpdateFileUpload', payload: form.payload, headers: { ...(by?.headers ?? {}), ...form.headers } });
  };
  const stored = async () => readdir(path.join(dataDir, 'uploads')).catch(() => [] as string[]);

  it('updates own fields and stores a PNG photo served back with the right headers', async () => {
    const bytes = png(32);
    const res = await upload({ displayName: 'New Pic Name', phone: '+1 555 0199' }, [photo(bytes)]);
    expect(res.statusCode, res.body).toBe(200);
    const user = res.json().data;
    expect(user).toMatchObject({ id: admin.id, displayName: 'New Pic Name', userType: 'admin' });
    expect(user.photoURL).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    const served = await t.app.inject({ method: 'GET', url: user.photoURL });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toContain('max-age=31536000');
    expect(served.rawPayload.equals(bytes)).toBe(true);
    const account = await t.db.selectFrom('accounts').select(['phone', 'photoUrl']).where('id', '=', admin.id).executeTakeFirstOrThrow();
    expect(account).toEqual({ phone: '+1 555 0199', photoUrl: user.photoURL });
    const audit = await t.db.selectFrom('auditLog').selectAll().where('resource', '=', 'profile').execute();
    expect(audit.at(-1)).toMatchObject({ action: 'update', recordId: String(admin.id), after: { displayName: 'New Pic Name' } });
  });

  it('accepts a JPEG by its content, replaces the old file, and can remove the photo', async () => {
    const first = (await upload({}, [photo(png(8))])).json().data.photoURL;
    const res = await upload({}, [photo(jpeg(), 'me.jpeg', 'image/jpeg')]);
    expect(res.statusCode, res.body).toBe(200);
    const second = res.json().data.photoURL;
    expect(second).toMatch(/\.jpg$/);
    expect(await stored()).not.toContain(path.basename(first));
    expect((await t.app.inject({ method: 'GET', url: second })).headers['content-type']).toBe('image/jpeg');
    const removed = await upload({ removePhoto: 'true' });
    expect(removed.json().data.photoURL).toBeNull();
    expect(await stored()).not.toContain(path.basename(second));
  });

  it('judges by content: text named .jpg is 415, a PNG called .jpg is fine and stored as .png', async () => {
    const before = await stored();
    const text = await upload({}, [photo(Buffer.from('hello, I am not an image'.repeat(10)), 'cat.jpg', 'image/jpeg')]);
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'The photo must be a JPEG, PNG or WebP image',
      reason: 'PHOTO_TYPE',
      params: {},
      errors: { photo: 'The photo must be a JPEG, PNG or WebP image' },
      fieldReasons: { photo: { reason: 'PHOTO_TYPE', params: {} } },
    });
    const gif = await upload({}, [photo(Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), 'a.gif', 'image/gif')]);
    expect(gif.statusCode).toBe(415);
    expect(await stored()).toEqual(before);
    const renamed = await upload({}, [photo(png(4), 'me.jpg', 'image/jpeg')]);
    expect(renamed.json().data.photoURL).toMatch(/\.png$/);
  });

  it('takes WebP by its content too, and refuses a text file or a broken WebP named .webp with a message', async () => {
    const webp = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64'); // a real 1x1 lossless WebP
    const res = await upload({}, [photo(webp, 'me.png', 'image/png')]);
    expect(res.statusCode, res.body).toBe(200);
    const url = res.json().data.photoURL;
    expect(url).toMatch(/\.webp$/);
    expect((await t.app.inject({ method: 'GET', url })).headers['content-type']).toBe('image/webp');
    const before = await stored();
    const text = await upload({}, [photo(Buffer.from('<svg onload=alert(1)>'.repeat(5)), 'cat.webp', 'image/webp')]);
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', message: 'The photo must be a JPEG, PNG or WebP image' });
    const truncated = await upload({}, [photo(webp.subarray(0, 24), 'cut.webp', 'image/webp')]);
    expect(truncated.statusCode).toBe(400);
    expect(truncated.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: { photo: 'The photo is damaged or not a complete image' } });
    expect(await stored()).toEqual(before);
  });

  it('refuses a broken image (right magic bytes, garbage after) or a truncated one with 400', async () => {
    const garbage = Buffer.concat([png(4).subarray(0, 8), Buffer.alloc(200, 0x5a)]);
    const broken = await upload({ displayName: 'Should Not Stick' }, [photo(garbage)]);
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: { photo: expect.any(String) } });
    const truncated = png(16).subarray(0, 60);
    expect((await upload({}, [photo(truncated)])).statusCode).toBe(400);
    const account = await t.db.selectFrom('accounts').select('displayName').where('id', '=', admin.id).executeTakeFirstOrThrow();
    expect(account.displayName).not.toBe('Should Not Stick');
  });

  it('refuses a photo over 25 megapixels, however few its bytes, with a 400 naming the photo', async () => {
    const before = await stored();
    for (const [width, height] of [[10_000, 10_000], [5001, 5000], [10_001, 10]] as const) {
      const bytes = claimedPng(width, height);
      const res = await upload({}, [photo(bytes)]);
      expect(res.statusCode, `${width}x${height} (${bytes.length} bytes)`).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        reason: 'PHOTO_TOO_MANY_PIXELS',
        params: { megapixels: 25, side: 10_000 },
        errors: { photo: expect.stringContaining('25 megapixels') },
      });
    }
    expect(await stored()).toEqual(before);
    expect((await upload({}, [photo(claimedPng(5000, 5000))])).statusCode).toBe(200);
  });

  it('answers 413 PAYLOAD_TOO_LARGE over 2 MB and takes a file just under it', async () => {
    const big = await upload({}, [photo(png(4, 2 * 1024 * 1024 + 10))]);
    expect(big.statusCode).toBe(413);
    expect(big.json().code).toBe('PAYLOAD_TOO_LARGE');
    const fits = await upload({}, [photo(png(4, 2 * 1024 * 1024 - 200))]);
    expect(fits.statusCode, fits.body).toBe(200);
  });

  it('refuses unknown fields, bad values, extra files and JSON, changing nothing', async () => {
    const before = await t.db.selectFrom('accounts').select(['displayName', 'photoUrl']).where('id', '=', admin.id).executeTakeFirstOrThrow();
    const unknown = await upload({ userType: 'superAdmin' });
    expect(unknown.statusCode).toBe(400);
    const long = await upload({ displayName: 'x'.repeat(101) }, [photo(png(4))]);
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toHaveProperty('displayName');
    const twoFiles = await upload({}, [photo(png(4)), photo(png(4))]);
    expect(twoFiles.statusCode).toBe(400);
    const otherField = await upload({}, [{ ...photo(png(4)), field: 'avatar' }]);
    expect(otherField.statusCode).toBe(400);
    const json = await t.app.inject({ method: 'POST', url: '/api/v1/admin/profileUpdateFileUpload', headers: admin.headers, payload: { displayName: 'Json' } });
    expect(json.statusCode).toBe(415);
    const after = await t.db.selectFrom('accounts').select(['displayName', 'photoUrl']).where('id', '=', admin.id).executeTakeFirstOrThrow();
    expect(after).toEqual(before);
  });

  it('refuses a multipart body without a boundary or cut short with 400 MULTIPART_MALFORMED, changing nothing', async () => {
    const before = await t.db.selectFrom('accounts').select(['displayName', 'photoUrl']).where('id', '=', admin.id).executeTakeFirstOrThrow();
    const { payload, headers } = multipartBody({ displayName: 'Never Stored' }, [photo(png(4))]);
    const closing = payload.lastIndexOf('--\r\n');
    const sent = [
      { 'content-type': 'multipart/form-data', payload },
      { ...headers, payload: payload.subarray(0, closing) },
      { ...headers, payload: payload.subarray(0, payload.length / 2) },
    ];
    for (const { payload: body, ...header } of sent) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/admin/profileUpdateFileUpload', payload: body, headers: { ...admin.headers, ...header } });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', reason: 'MULTIPART_MALFORMED', params: {} });
    }
    const after = await t.db.selectFrom('accounts').select(['displayName', 'photoUrl']).where('id', '=', admin.id).executeTakeFirstOrThrow();
    expect(after).toEqual(before);
  });

  it('holds its text fields to the rules of JSON bodies: NUL refused, length checked as sent, spaces trimmed', async () => {
    const before = await t.db.selectFrom('accounts').select('displayName').where('id', '=', admin.id).executeTakeFirstOrThrow();
    const nul = await upload({ displayName: 'Nul\u0000Name' });
    expect(nul.statusCode, nul.body).toBe(400);
    expect(nul.json()).toMatchObject({ code: 'VALIDATION_FAILED', reason: 'NUL_CHARACTER', errors: { displayName: expect.any(String) } });
    const long = await upload({ displayName: ` ${'x'.repeat(100)} ` });
    expect(long.json().errors).toHaveProperty('displayName');
    expect((await t.db.selectFrom('accounts').select('displayName').where('id', '=', admin.id).executeTakeFirstOrThrow())).toEqual(before);
    const spaced = await upload({ displayName: '  Spaced Name  ', phone: ' +1 555 0100 ' });
    expect(spaced.json().data).toMatchObject({ displayName: 'Spaced Name', phone: '+1 555 0100' });
  });

  it('serves only stored names: others are 404', async () => {
    for (const url of ['/uploads/../jwt-secret', '/uploads/%2e%2e%2fjwt-secret', '/uploads/abc.png', `/uploads/${'0'.repeat(32)}.png`, `/uploads/${'0'.repeat(32)}.svg`]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });

  it('needs a signed-in admin', async () => {
    expect((await upload({ displayName: 'Anon' }, [], null)).statusCode).toBe(401);
  });
});
