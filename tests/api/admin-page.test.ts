import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';

describe('serving the built admin', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'admin-dist-'));
    await writeFile(
      path.join(dir, 'index.html'),
      '<html><head><meta name="application-name" content="Tutor Admin" /><title>Tutor Admin</title></head><body></body></html>',
    );
    await writeFile(path.join(dir, 'app.js'), 'console.log(1)');
    t = await startTestApp({ APP_NAME: 'Acme <Tutors>' }, { adminDir: dir });
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('answers deep links under /admin with the page, named after APP_NAME (escaped)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/admin/tutors/edit/12' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<title>Acme &lt;Tutors&gt;</title>');
    expect(res.body).toContain('content="Acme &lt;Tutors&gt;"');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves built files with a long cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/app.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('keeps unknown API paths as JSON 404s, not the page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/unknown' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });
});
