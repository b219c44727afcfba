import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The JWT signing secret: JWT_SECRET when set, otherwise a random one kept in the data directory
 * (created on first start with owner-only permissions), so that it is never a constant in the code.
 */
export async function resolveJwtSecret(config: { jwtSecret: string | undefined; dataDir: string }): Promise<string> {
  if (config.jwtSecret) return config.jwtSecret;
  const file = path.resolve(config.dataDir, 'jwt-secret');
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (stored.length >= 32) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(path.dirname(file), { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
