import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type OpenDatabase } from '../../server/db/index.js';

function runServer(dataDir: string): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, DATA_DIR: dataDir, PORT: '0', DATABASE_URL: '', SEED_DEMO_DATA: 'false', LOG_LEVEL: 'silent' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

describe('the embedded database directory', () => {
  let dir: string;
  let first: OpenDatabase;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'pglite-lock-'));
    first = await openDatabase({ kind: 'pglite', dataDir: path.join(dir, 'pgdata') });
  });
  afterAll(async () => {
    await first.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('refuses a second process with a clear message and exit code 1', async () => {
    const { code, stderr } = await runServer(dir);
    expect(code).toBe(1);
    expect(stderr).toContain('is already open in another process');
  }, 40_000);

  it('refuses a second open in the same process too', async () => {
    await expect(openDatabase({ kind: 'pglite', dataDir: path.join(dir, 'pgdata') })).rejects.toThrow(/already open/);
  });
});
