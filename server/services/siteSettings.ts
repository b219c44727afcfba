import type { Kysely } from 'kysely';
import type { RecordOf, ResourceDeclaration } from '../../contract/declaration.js';
import settings from '../../src/resources/site-setting/resource.js';
import type { Database } from '../db/schema.js';
import { ensureSingleton, readSingleton } from '../declared/singleton.js';

const declaration = settings as unknown as ResourceDeclaration;

/** The site settings as the API answers them (the declared singleton of src/resources/site-setting). */
export type SiteSettings = Omit<RecordOf<typeof settings>, 'createdAt'>;

/** Makes the settings' one row with the declared defaults unless it exists; safe to run concurrently. */
export const ensureSiteSettings = (db: Kysely<Database>): Promise<void> => ensureSingleton(db, declaration);

/** The site settings, for the server's own use (the CSV export's date format, an email's sample values). */
export const readSiteSettings = async (db: Kysely<Database>): Promise<SiteSettings> => (await readSingleton(db, declaration)) as unknown as SiteSettings;
