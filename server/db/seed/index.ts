import { sql } from 'kysely';
import type { Config } from '../../config.js';
import type { DB } from '../index.js';
import { seedDeclaredResources } from '../../declared/seed.js';
import { seedCatalogue } from './catalogue.js';
import { seedEmailTemplates } from './emailTemplates.js';
import { seedMarketplace, settleMarketplace } from './marketplace.js';
import { seedStaff, type SeededAccount } from './staff.js';

export type { SeededAccount } from './staff.js';

export interface SeedOptions {
  /** Size of the demo marketplace (1 = the default few hundred tutors); `npm run seed -- --scale N`. */
  scale?: number;
  /** Progress of the demo marketplace, one line per step (the CLI prints them). */
  log?: (line: string) => void;
}

/**
 * Email templates, the staff accounts and, unless SEED_DEMO_DATA=false, the demo marketplace and
 * then the declared resources' demo records (which may refer to its people).
 * Safe to run again: what exists is kept. Answers the staff accounts it created.
 */
export async function seedAll(db: DB, config: Config, options: SeedOptions = {}): Promise<SeededAccount[]> {
  await seedEmailTemplates(db);
  const staff = await seedStaff(db, config);
  if (config.seedDemoData) {
    await seedCatalogue(db);
    await seedMarketplace(db, { scale: options.scale ?? 1, log: options.log });
    await seedDeclaredResources(db);
  }
  return staff;
}

/**
 * On the first start (no accounts yet) creates the staff accounts and, unless SEED_DEMO_DATA=false,
 * the demo marketplace, all in one transaction: a seed that fails (a declared demo row the API
 * refuses) leaves the database as it was, and the next start seeds it again whole. Answers the
 * sign-in details to print; an empty list when nothing was seeded. Missing email templates are
 * added on every start, so a new template reaches existing installs.
 */
export async function seedOnFirstStart(db: DB, config: Config, options: SeedOptions = {}): Promise<SeededAccount[]> {
  await seedEmailTemplates(db);
  const { count } = await db.selectFrom('accounts').select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow();
  if (count > 0) return [];
  const staff = await db.transaction().execute((trx) => seedAll(trx, config, options));
  if (config.seedDemoData) await settleMarketplace(db);
  return staff;
}
