import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

export interface RunningServer {
  child: ChildProcess;
  baseUrl: string;
  output: () => string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  /** Resident memory of the server process in KiB, from /proc/<pid>/status. */
  rssKiB: () => Promise<number>;
  /** Bytes of heap still live after a full collection (tests/reliability/heapProbe.cjs). */
  liveHeapBytes: () => Promise<number>;
}

export const STAFF = { email: 'reliability-super@example.test', password: 'Reliability run password 1' };

/** Starts `server/main.ts` as a child process, as `npm run serve` would, and waits until it answers. */
export async function startServer(env: Record<string, string>, port: number): Promise<RunningServer> {
  const probe = fileURLToPath(new URL('./heapProbe.cjs', import.meta.url));
  const child = spawn(process.execPath, ['--expose-gc', '--require', probe, '--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      SEED_SUPERADMIN_EMAIL: STAFF.email,
      SEED_SUPERADMIN_PASSWORD: STAFF.password,
      SEED_ADMIN_EMAIL: 'reliability-admin@example.test',
      SEED_ADMIN_PASSWORD: STAFF.password,
      JWT_SECRET: 'reliability-run-secret-'.padEnd(48, 'r'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}:\n${log}`);
    const ok = await fetch(`${baseUrl}/api/health`).then((res) => res.ok, () => false);
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`the server did not answer within 120 s:\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const liveHeapBytes = () =>
    new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the server did not report its heap within 10 s')), 10_000);
      const onData = (chunk: Buffer) => {
        const match = /heap-after-gc (\d+)/.exec(chunk.toString());
        if (!match) return;
        clearTimeout(timer);
        child.stderr!.off('data', onData);
        resolve(Number(match[1]));
      };
      child.stderr!.on('data', onData);
      child.kill('SIGUSR2');
    });
  return {
    child,
    liveHeapBytes,
    baseUrl,
    output: () => log,
    exited,
    rssKiB: async () => {
      const status = await readFile(`/proc/${child.pid}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    },
  };
}

/** Signs the seeded superAdmin in and answers the access token. */
export async function signIn(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/v1/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: STAFF.email, password: STAFF.password, rememberMe: false }),
  });
  const token = res.headers.get('accesstoken');
  if (res.status !== 200 || !token) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return token;
}
