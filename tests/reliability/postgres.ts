import { execFile } from 'node:child_process';
import { chmod, chown, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

/**
 * A throwaway PostgreSQL server of its own (initdb in a temp directory, its own port and socket),
 * so that stopping it for the fault test never touches the machine's shared cluster.
 */
export interface ScratchPostgres {
  url: string;
  stop: () => Promise<void>;
  start: () => Promise<void>;
  destroy: () => Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Answers why no scratch server can be made here, or undefined when it can. */
export async function postgresMissing(): Promise<string | undefined> {
  try {
    await run(path.join(BIN, 'initdb'), ['--version']);
  } catch {
    return `no PostgreSQL binaries in ${BIN} (set PG_BIN)`;
  }
  if (process.getuid?.() === 0) {
    try {
      await run('id', ['postgres']);
    } catch {
      return 'running as root but there is no postgres OS user to run the server as';
    }
  }
  return undefined;
}

/** Runs a PostgreSQL binary as the postgres OS user when we are root (the server refuses root). */
function pg(binary: string, args: string[]) {
  const asRoot = process.getuid?.() === 0;
  return asRoot ? run('runuser', ['-u', 'postgres', '--', path.join(BIN, binary), ...args]) : run(path.join(BIN, binary), args);
}

export async function startScratchPostgres(): Promise<ScratchPostgres> {
  const root = await mkdtemp(path.join(tmpdir(), 'reliability-pg-'));
  const dataDir = path.join(root, 'data');
  const socketDir = root;
  if (process.getuid?.() === 0) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: group } = await run('id', ['-g', 'postgres']);
    await chown(root, Number(stdout.trim()), Number(group.trim()));
  }
  await chmod(root, 0o755);
  const port = await freePort();
  await pg('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const options = `-p ${port} -k ${socketDir} -c listen_addresses='' -c fsync=off -c max_connections=100`;
  const start = async () => {
    await pg('pg_ctl', ['-D', dataDir, '-o', options, '-w', '-t', '30', '-l', path.join(root, 'server.log'), 'start']);
  };
  const stop = async () => {
    await pg('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
  };
  await start();
  await pg('createdb', ['-h', socketDir, '-p', String(port), '-U', 'postgres', 'reliability']);
  return {
    url: `postgres://postgres@${encodeURIComponent(socketDir)}:${port}/reliability`,
    start,
    stop,
    destroy: async () => {
      await stop().catch(() => undefined);
      await rm(root, { recursive: true, force: true });
    },
  };
}
