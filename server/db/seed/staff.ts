import type { Kysely } from 'kysely';
import { hashPassword } from '../../auth/passwords.js';
import type { Config } from '../../config.js';
import type { Database } from '../schema.js';

export interface SeededAccount {
  label: string;
  email: string;
  password: string;
}

/** Demo sign-in details for development; production must name its own (see seedStaff). */
export const defaultStaff = {
  superAdmin: { email: 'superadmin@tutor-admin.test', password: 'SuperAdmin!2026' },
  admin: { email: 'admin@tutor-admin.test', password: 'Admin!2026pass' },
} as const;

const seedVariables = {
  SEED_SUPERADMIN_EMAIL: (seed: Config['seed']) => seed.superAdminEmail,
  SEED_SUPERADMIN_PASSWORD: (seed: Config['seed']) => seed.superAdminPassword,
  SEED_ADMIN_EMAIL: (seed: Config['seed']) => seed.adminEmail,
  SEED_ADMIN_PASSWORD: (seed: Config['seed']) => seed.adminPassword,
};

export class SeedRefusedError extends Error {
  constructor(missing: string[]) {
    super(
      'Refusing to create staff accounts with the demo passwords in production. ' +
        `Set ${Object.keys(seedVariables).join(', ')} (missing: ${missing.join(', ')}).`,
    );
    this.name = 'SeedRefusedError';
  }
}

/**
 * Creates a superAdmin and an admin from SEED_* (or the demo defaults outside production) unless
 * an account with that email exists. Answers the accounts it created, with their passwords.
 */
export async function seedStaff(db: Kysely<Database>, config: Pick<Config, 'nodeEnv' | 'seed'>): Promise<SeededAccount[]> {
  if (config.nodeEnv === 'production') {
    const missing = Object.entries(seedVariables)
      .filter(([, read]) => !read(config.seed))
      .map(([name]) => name);
    if (missing.length > 0) throw new SeedRefusedError(missing);
  }
  const staff = [
    {
      label: 'superAdmin',
      userType: 'superAdmin' as const,
      displayName: 'Super Admin',
      email: config.seed.superAdminEmail ?? defaultStaff.superAdmin.email,
      password: config.seed.superAdminPassword ?? defaultStaff.superAdmin.password,
    },
    {
      label: 'admin',
      userType: 'admin' as const,
      displayName: 'Admin',
      email: config.seed.adminEmail ?? defaultStaff.admin.email,
      password: config.seed.adminPassword ?? defaultStaff.admin.password,
    },
  ];
  const created: SeededAccount[] = [];
  for (const person of staff) {
    const row = await db
      .insertInto('accounts')
      .values({
        email: person.email,
        passwordHash: await hashPassword(person.password),
        displayName: person.displayName,
        photoUrl: null,
        phone: null,
        userType: person.userType,
        userRole: 'admin',
        status: 'active',
        emailVerified: true,
      })
      .onConflict((oc) => oc.column('email').where('deletedAt', 'is', null).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (row) created.push({ label: person.label, email: person.email, password: person.password });
  }
  return created;
}
