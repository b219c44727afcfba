import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseScale, parseSeedArgs, SeedArgsError, seedUsage } from '../../../server/db/seed/args.js';
import { MAX_BOOKINGS, MAX_SCALE, marketplaceVolumes } from '../../../server/db/seed/volumes.js';

describe('parseSeedArgs', () => {
  it('answers the default demo without arguments', () => {
    expect(parseSeedArgs([])).toEqual({ help: false, scale: undefined });
  });

  it('reads --scale N and --scale=N, from 1 to 500', () => {
    expect(parseSeedArgs(['--scale', '1'])).toEqual({ help: false, scale: 1 });
    expect(parseSeedArgs(['--scale=37'])).toEqual({ help: false, scale: 37 });
    expect(parseSeedArgs(['--scale', '500'])).toEqual({ help: false, scale: 500 });
    expect(MAX_SCALE).toBe(500);
  });

  it('reads --help and -h, alone or with a scale', () => {
    expect(parseSeedArgs(['--help'])).toEqual({ help: true, scale: undefined });
    expect(parseSeedArgs(['-h', '--scale', '3'])).toEqual({ help: true, scale: 3 });
  });

  it('refuses a scale that is not a whole number from 1 to 500, naming what it got', () => {
    const cases: Array<[string[], string]> = [
      [['--scale'], 'got nothing'],
      [['--scale='], 'got nothing'],
      [['--scale', 'x'], 'got "x"'],
      [['--scale', '0'], 'got "0"'],
      [['--scale', '-5'], 'got "-5"'],
      [['--scale=1.5'], 'got "1.5"'],
      [['--scale=501'], 'got "501"'],
      [['--scale', '1e3'], 'got "1e3"'],
      [['--scale', '--help'], 'got "--help"'],
    ];
    for (const [argv, got] of cases) {
      const parse = () => parseSeedArgs(argv);
      expect(parse, argv.join(' ')).toThrow(SeedArgsError);
      expect(parse, argv.join(' ')).toThrow(`--scale must be a whole number from 1 to 500 (${got})`);
    }
  });

  it('refuses unknown arguments and a scale given twice', () => {
    expect(() => parseSeedArgs(['--students', '10'])).toThrow('Unknown argument "--students"');
    expect(() => parseSeedArgs(['500'])).toThrow('Unknown argument "500"');
    expect(() => parseSeedArgs(['--scale', '2', '--scale=3'])).toThrow('--scale is given twice');
  });

  it('parseScale reads only the scale', () => {
    expect(parseScale(['--verbose', '--scale', '4'])).toBe(4);
    expect(parseScale([])).toBeUndefined();
    expect(() => parseScale(['--scale=600'])).toThrow(/from 1 to 500/);
  });

  it('the help names the bounds and the largest demo', () => {
    const text = seedUsage.replace(/\s+/g, ' ');
    expect(text).toContain('from 1 to 500');
    expect(text).toContain('at most 1,000,000');
    expect(text).toContain('--scale 500: 100,000 tutors, 1,000,000 students, 1,000,000 bookings, 15,000 reports');
  });
});

describe('marketplaceVolumes', () => {
  it('is the default demo at scale 1', () => {
    expect(marketplaceVolumes(1)).toEqual({ tutors: 200, students: 2_000, bookings: 20_000, reports: 300 });
  });

  it('keeps the proportions while scaling, and small fractions for tests', () => {
    expect(marketplaceVolumes(10)).toEqual({ tutors: 2_000, students: 20_000, bookings: 200_000, reports: 3_000 });
    expect(marketplaceVolumes(0.05)).toEqual({ tutors: 10, students: 100, bookings: 1_000, reports: 15 });
    expect(marketplaceVolumes(0.0001)).toMatchObject({ tutors: 1, students: 1 });
  });

  it('stops bookings (and reports with them) at a million; a million students at scale 500', () => {
    expect(marketplaceVolumes(50)).toEqual({ tutors: 10_000, students: 100_000, bookings: MAX_BOOKINGS, reports: 15_000 });
    expect(marketplaceVolumes(MAX_SCALE)).toEqual({ tutors: 100_000, students: 1_000_000, bookings: 1_000_000, reports: 15_000 });
  });

  it('refuses a scale that is not positive', () => {
    expect(() => marketplaceVolumes(0)).toThrow('scale must be a positive number');
    expect(() => marketplaceVolumes(Number.NaN)).toThrow('scale must be a positive number');
  });
});

describe('npm run seed (the CLI)', () => {
  const seed = (args: string[], dataDir: string) =>
    spawnSync(path.resolve('node_modules/.bin/tsx'), ['server/db/seed/cli.ts', ...args], {
      encoding: 'utf8',
      env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir },
    });

  it('refuses a bad scale with a clear message and exit code 1, before opening the database', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'seed-cli-'));
    try {
      const dataDir = path.join(dir, 'data');
      const result = seed(['--scale', '1000'], dataDir);
      expect(result.status).toBe(1);
      expect(result.stderr).toContain('Could not seed: --scale must be a whole number from 1 to 500 (got "1000")');
      expect(result.stderr).toContain('npm run seed -- --help');
      expect(existsSync(dataDir)).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('prints the help and exits 0 without opening the database', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'seed-cli-'));
    try {
      const dataDir = path.join(dir, 'data');
      const result = seed(['--help'], dataDir);
      expect(result.status).toBe(0);
      expect(result.stdout).toMatch(/^Usage: npm run seed \[-- --scale N\]/);
      expect(existsSync(dataDir)).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
