import type { Kysely } from 'kysely';
import { socialNetworks, type SocialNetwork } from '../../contract/settings.js';
import type { Database } from '../db/schema.js';
import { withIsoDates } from './jsonDates.js';

/** The settings a new marketplace starts with (the one row is created on first read). */
export const defaultSiteSettings = {
  siteName: 'Tutor Admin Marketplace',
  contactEmail: 'support@example.com',
  supportPhone: '',
  commissionPercent: 15,
  currency: 'USD',
  socialLinks: Object.fromEntries(socialNetworks.map((network) => [network, ''])) as Record<SocialNetwork, string>,
  maintenanceMode: false,
  maintenanceMessage: '',
  dateFormat: 'DD/MM/YYYY',
};

/** Creates the settings row with the defaults unless it exists; safe to run concurrently. */
export async function ensureSiteSettings(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('siteSettings')
    .values({ id: 1, ...defaultSiteSettings, socialLinks: JSON.stringify(defaultSiteSettings.socialLinks) })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

/** The settings row as the API answers it; every social network is present ('' when unset). */
export async function readSiteSettings(db: Kysely<Database>, options: { forUpdate?: boolean } = {}) {
  await ensureSiteSettings(db);
  let query = db.selectFrom('siteSettings').selectAll().where('id', '=', 1);
  if (options.forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirstOrThrow();
  return withIsoDates({ ...row, socialLinks: { ...defaultSiteSettings.socialLinks, ...row.socialLinks } });
}
