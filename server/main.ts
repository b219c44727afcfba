import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { resolveJwtSecret } from './auth/secret.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { DatabaseLockedError, databaseTarget, openDatabase } from './db/index.js';
import { seedOnFirstStart } from './db/seed/index.js';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function fail(message: string): never {
  process.stderr.write(`\n${message}\n\n`);
  process.exit(1);
}

async function start(config: Config) {
  const jwtSecret = await resolveJwtSecret(config);
  const database = await openDatabase(databaseTarget(config)).catch((error: unknown) => {
    if (error instanceof DatabaseLockedError) fail(error.message);
    throw error;
  });
  const seeded = await seedOnFirstStart(database.db, config);
  const app = await buildApp({ config, db: database.db, changes: database.changes, jwtSecret, adminDir: path.join(projectRoot, 'dist') });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const lines = [
    '',
    `${config.appName} is running at http://localhost:${port}/admin/login`,
    `API documentation: http://localhost:${port}/api/docs`,
    `Database: ${database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${path.resolve(config.dataDir)}`}`,
  ];
  if (seeded.length > 0) {
    lines.push('Demo sign-in:');
    for (const account of seeded) lines.push(`  ${account.label.padEnd(11)} ${account.email} / ${account.password}`);
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);
}

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}
start(config).catch((error: unknown) => fail(`Could not start: ${(error as Error).message}`));
