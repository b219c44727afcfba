import { sql } from 'kysely';
import type { AccountRecord } from '../../contract/users.js';
import { z } from 'zod';
import type { ResourceDeclaration } from '../../contract/declaration.js';
import users from '../../src/resources/users/resource.js';
import type { AuthenticatedUser } from '../auth/guards.js';
import type { DB } from '../db/index.js';
import { notFound } from '../errors.js';
import { findLiveAccount, toAccountRecord, type AccountRow } from './accounts.js';
import { recordAudit } from './audit.js';
import { checkPhoto, removeStoredPhoto, storePhoto } from './photos.js';
import { updateTransaction } from './updateTransaction.js';
import { updateShape } from '../declared/contract.js';

/** The text parts of the multipart profile update: one's own name and phone, with every account's rules (the photo is the `photo` file part). */
export const profileFields = z
  .object({
    ...(updateShape(users as unknown as ResourceDeclaration, { fields: ['displayName', 'phone'] }) as { displayName: z.ZodType<string | undefined>; phone: z.ZodType<string | null | undefined> }),
    removePhoto: z.enum(['true', 'false']).optional(),
  })
  .strict();
type ProfileFields = z.infer<typeof profileFields>;
type Actor = Pick<AuthenticatedUser, 'id' | 'displayName'>;

/**
 * The signed-in account's own display name, phone and photo; answers the account as stored, so the
 * form shows what the server kept. A save that changes none of them writes nothing (./updateTransaction.ts).
 * The photo is checked by content and written before the transaction; if the transaction fails the new file
 * is removed, and once it commits the replaced file is removed.
 */
export async function updateOwnProfile(db: DB, dataDir: string, actor: Actor, fields: ProfileFields, photo?: Buffer): Promise<AccountRecord> {
  const newPhotoUrl = photo ? await storePhoto(dataDir, photo, await checkPhoto(photo)) : undefined;
  const photoUrl = newPhotoUrl ?? (fields.removePhoto === 'true' ? null : undefined);
  let replaced: string | null = null;
  try {
    const user = await updateTransaction<AccountRecord>(db, async (trx, unlessUnchanged) => {
      const before = await findLiveAccount(trx, actor.id, true);
      if (!before) throw notFound('Account', 'users');
      const changes = {
        ...(fields.displayName !== undefined ? { displayName: fields.displayName } : {}),
        ...(fields.phone !== undefined ? { phone: fields.phone } : {}),
        ...(photoUrl !== undefined ? { photoUrl } : {}),
      };
      await trx.updateTable('accounts').set({ ...changes, updatedAt: sql`now()` }).where('id', '=', actor.id).execute();
      const after = (await findLiveAccount(trx, actor.id))!;
      unlessUnchanged(toAccountRecord(before), toAccountRecord(after));
      if (photoUrl !== undefined) replaced = before.photoUrl;
      const audited = (row: AccountRow) => ({ displayName: row.displayName, phone: row.phone, photoURL: row.photoUrl });
      await recordAudit(trx, { actor, action: 'update', resource: 'profile', recordId: actor.id, before: audited(before), after: audited(after) });
      return toAccountRecord(after);
    });
    await removeStoredPhoto(dataDir, replaced);
    return user;
  } catch (error) {
    if (newPhotoUrl) await removeStoredPhoto(dataDir, newPhotoUrl);
    throw error;
  }
}
