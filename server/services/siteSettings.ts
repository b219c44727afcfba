import { assertVersionRead, versionRead } from '../declared/ifMatch.js';
import type { Kysely } from 'kysely';
import { settingsFieldErrors, socialNetworks, type SettingsUpdate, type SocialNetwork } from '../../contract/settings.js';
import type { AuthenticatedUser } from '../auth/guards.js';
import type { DB } from '../db/index.js';
import { badRequest, refusal } from '../errors.js';
import { recordAudit } from './audit.js';
import type { Database } from '../db/schema.js';
import { withIsoDates } from './jsonDates.js';
import { updateTransaction } from './updateTransaction.js';

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

type StoredSettings = Awaited<ReturnType<typeof readSiteSettings>>;

/**
 * Changes the settings (fields left out keep their value), checked as a whole once merged, audited
 * before and after; with `ifMatch`, only when they are still the version the caller read (409 EDIT_CONFLICT otherwise).
 * A save that changes nothing writes nothing.
 */
export async function updateSiteSettings(db: DB, change: SettingsUpdate, actor: Pick<AuthenticatedUser, 'id' | 'displayName'>, ifMatch?: string) {
  const readAt = versionRead(ifMatch);
  return updateTransaction<StoredSettings>(db, async (trx, unlessUnchanged) => {
    const before = await readSiteSettings(trx, { forUpdate: true });
    assertVersionRead(readAt, before);
    const { socialLinks, ...fields } = change;
    const merged = { ...before, ...fields, socialLinks: { ...before.socialLinks, ...socialLinks } };
    const errors = settingsFieldErrors(merged);
    const first = Object.values(errors)[0];
    if (first) throw badRequest(first, refusal('MAINTENANCE_MESSAGE_REQUIRED'), { errors, fieldReasons: { maintenanceMessage: refusal('MAINTENANCE_MESSAGE_REQUIRED') } });
    await trx
      .updateTable('siteSettings')
      .set({ ...fields, socialLinks: JSON.stringify(merged.socialLinks), updatedAt: new Date() })
      .where('id', '=', 1)
      .execute();
    const after = await readSiteSettings(trx);
    unlessUnchanged(before, after);
    await recordAudit(trx, { actor, action: 'update', resource: 'site-setting', recordId: 1, before, after });
    return after;
  });
}
