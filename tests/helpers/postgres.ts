import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * Creates a new, empty database on the server of `url` and answers its URL, so that every test
 * file starts from a clean PostgreSQL just as it does on PGlite.
 */
export async function createScratchDatabase(url: string): Promise<string> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const name = `tutor_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
    await admin.query(`create database ${name}`);
    return url.replace(/^(postgres(ql)?:\/\/[^/]*\/)[^?]*/, `$1${name}`);
  } finally {
    await admin.end();
  }
}
