import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.js';
import { seedAll, seedOnFirstStart } from '../../server/db/seed/index.js';
import { defaultStaff, seedStaff, SeedRefusedError } from '../../server/db/seed/staff.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { login } from './auth-support.js';

describe('seeding staff', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  it('on first start creates a superAdmin and an admin with the demo defaults, who can sign in', async () => {
    const config = loadConfig({ NODE_ENV: 'development', SEED_DEMO_DATA: 'false' });
    const seeded = await seedOnFirstStart(t.db, config);
    expect(seeded).toEqual([
      { label: 'superAdmin', email: 'superadmin@tutor-admin.test', password: 'SuperAdmin!2026' },
      { label: 'admin', email: 'admin@tutor-admin.test', password: 'Admin!2026pass' },
    ]);
    for (const account of seeded) expect(account.password.length).toBeGreaterThanOrEqual(10);
    const boss = await login(t, defaultStaff.superAdmin.email, defaultStaff.superAdmin.password);
    expect(boss.statusCode).toBe(200);
    expect(boss.json().data).toMatchObject({ userType: 'superAdmin', status: 'active', emailVerified: true });
    const admin = await login(t, defaultStaff.admin.email, defaultStaff.admin.password);
    expect(admin.json().data.userType).toBe('admin');
    expect(await t.db.selectFrom('emailTemplates').select('key').execute()).toHaveLength(7);
  });

  it('does nothing on later starts, and seeding again keeps existing passwords', async () => {
    const config = loadConfig({ NODE_ENV: 'development', SEED_DEMO_DATA: 'false' });
    expect(await seedOnFirstStart(t.db, config)).toEqual([]);
    expect(await seedAll(t.db, config)).toEqual([]);
    const staff = await t.db.selectFrom('accounts').select('email').where('userType', 'in', ['admin', 'superAdmin']).execute();
    expect(staff).toHaveLength(2);
    expect((await login(t, defaultStaff.admin.email, defaultStaff.admin.password)).statusCode).toBe(200);
  });

  it('uses SEED_* when set', async () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      SEED_SUPERADMIN_EMAIL: 'Boss@Example.org',
      SEED_SUPERADMIN_PASSWORD: 'a long boss password',
      SEED_ADMIN_EMAIL: 'helper@example.org',
      SEED_ADMIN_PASSWORD: 'a long helper password',
    });
    const seeded = await seedStaff(t.db, config);
    expect(seeded.map((account) => account.email)).toEqual(['boss@example.org', 'helper@example.org']);
    expect((await login(t, 'boss@example.org', 'a long boss password')).statusCode).toBe(200);
  });

  it('refuses in production unless all four SEED_* variables are set, naming the missing ones', async () => {
    const config = loadConfig({ NODE_ENV: 'production', SEED_ADMIN_EMAIL: 'x@example.org', SEED_ADMIN_PASSWORD: 'long enough pw' });
    const before = await t.db.selectFrom('accounts').select('id').execute();
    await expect(seedStaff(t.db, config)).rejects.toThrow(SeedRefusedError);
    await expect(seedStaff(t.db, config)).rejects.toThrow(/missing: SEED_SUPERADMIN_EMAIL, SEED_SUPERADMIN_PASSWORD/);
    expect(await t.db.selectFrom('accounts').select('id').execute()).toHaveLength(before.length);
  });
});

describe('first start in production without SEED_* variables', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  it('is refused with a clear error and creates no account', async () => {
    const config = loadConfig({ NODE_ENV: 'production' });
    await expect(seedOnFirstStart(t.db, config)).rejects.toThrow(/Refusing to create staff accounts with the demo passwords in production/);
    expect(await t.db.selectFrom('accounts').select('id').execute()).toHaveLength(0);
  });
});
