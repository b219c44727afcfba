import { loadConfig } from '../../config.js';
import { databaseTarget, openDatabase } from '../index.js';
import { parseScale } from './args.js';
import { seedAll } from './index.js';

/** `npm run seed [-- --scale N]`: seeds the database of the environment and prints the sign-in details. */
async function main() {
  const config = loadConfig();
  const scale = parseScale(process.argv.slice(2));
  const database = await openDatabase(databaseTarget(config));
  try {
    const seeded = await seedAll(database.db, config, { scale });
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
  process.stderr.write(`\nCould not seed: ${error instanceof Error ? error.message : String(error)}\n\n`);
  process.exit(1);
});
