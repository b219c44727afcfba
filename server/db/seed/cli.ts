import { loadConfig } from '../../config.js';
import { databaseTarget, openDatabase } from '../index.js';
import { parseSeedArgs, SeedArgsError, seedUsage } from './args.js';
import { seedAll } from './index.js';

/** `npm run seed [-- --scale N]`: seeds the database of the environment and prints the sign-in details. */
async function main() {
  const args = parseSeedArgs(process.argv.slice(2));
  if (args.help) {
    process.stdout.write(seedUsage);
    return;
  }
  const config = loadConfig();
  const database = await openDatabase(databaseTarget(config));
  try {
    const log = (line: string) => process.stdout.write(`${line}\n`);
    const seeded = await seedAll(database.db, config, { scale: args.scale, log });
    const lines = ['Seeding done.'];
    if (seeded.length > 0) {
      lines.push('Sign in with:');
      for (const account of seeded) lines.push(`  ${account.label.padEnd(11)} ${account.email} / ${account.password}`);
    } else {
      lines.push('The staff accounts existed already; their passwords are unchanged.');
    }
    process.stdout.write(`${lines.join('\n')}\n`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  const hint = error instanceof SeedArgsError ? '\nRun `npm run seed -- --help` for the options.' : '';
  process.stderr.write(`\nCould not seed: ${message}${hint}\n\n`);
  process.exit(1);
});
