import { z } from 'zod';
import { emailPattern } from '../contract/text.js';

const durationPattern = /^(\d+)\s*(s|m|h|d)?$/;
const unitSeconds = { s: 1, m: 60, h: 3600, d: 86400 } as const;

/** Accepts "900", "900s", "15m", "12h", "30d"; answers seconds. */
const duration = (name: string) =>
  z
    .string()
    .trim()
    .regex(durationPattern, `${name} must be a duration such as 900, 15m, 12h or 30d`)
    .transform((value) => {
      const [, amount, unit] = durationPattern.exec(value)!;
      return Number(amount) * unitSeconds[(unit ?? 's') as keyof typeof unitSeconds];
    })
    .refine((seconds) => seconds > 0, `${name} must be longer than zero`);

const url = (name: string) => z.string().trim().url(`${name} must be a URL, for example http://localhost:3000`);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().trim().min(1).optional(),
  PORT: z.coerce
    .number({ message: 'PORT must be a number' })
    .int('PORT must be a whole number')
    .min(0, 'PORT must be between 0 and 65535')
    .max(65535, 'PORT must be between 0 and 65535')
    .default(3000),
  DATABASE_URL: z
    .string()
    .trim()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL: duration('ACCESS_TOKEN_TTL').default(15 * 60),
  REFRESH_TOKEN_TTL: duration('REFRESH_TOKEN_TTL').default(12 * 3600),
  REMEMBER_ME_TTL: duration('REMEMBER_ME_TTL').default(30 * 86400),
  LIVE_HEARTBEAT: duration('LIVE_HEARTBEAT').default(20),
  LIVE_STREAMS_PER_SERVER: z.coerce
    .number({ message: 'LIVE_STREAMS_PER_SERVER must be a number' })
    .int('LIVE_STREAMS_PER_SERVER must be a whole number')
    .min(1, 'LIVE_STREAMS_PER_SERVER must be at least 1')
    .default(2000),
  PUBLIC_URL: url('PUBLIC_URL').optional(),
  SMTP_URL: z
    .string()
    .trim()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().trim().min(3).default('Tutor Admin <no-reply@localhost>'),
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((value) => value.split(',').map((origin) => origin.trim()).filter(Boolean))
    .pipe(z.array(url('Each CORS_ORIGINS entry'))),
  APP_NAME: z.string().trim().min(1).max(60).default('Tutor Admin'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_MAIL_LINKS: z.enum(['true', 'false']).default('false').transform((value) => value === 'true'),
  SEED_DEMO_DATA: z.enum(['true', 'false']).default('true').transform((value) => value === 'true'),
  SEED_SUPERADMIN_EMAIL: z.string().trim().toLowerCase().regex(emailPattern, 'SEED_SUPERADMIN_EMAIL must be an email').optional(),
  SEED_SUPERADMIN_PASSWORD: z.string().min(10, 'SEED_SUPERADMIN_PASSWORD must be at least 10 characters').optional(),
  SEED_ADMIN_EMAIL: z.string().trim().toLowerCase().regex(emailPattern, 'SEED_ADMIN_EMAIL must be an email').optional(),
  SEED_ADMIN_PASSWORD: z.string().min(10, 'SEED_ADMIN_PASSWORD must be at least 10 characters').optional(),
});

export type Env = z.input<typeof envSchema>;

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  host: string;
  port: number;
  databaseUrl: string | undefined;
  dataDir: string;
  /** Unset means: read or create `<dataDir>/jwt-secret`. */
  jwtSecret: string | undefined;
  accessTokenTtl: number;
  refreshTokenTtl: number;
  rememberMeTtl: number;
  /** Seconds between a live stream's keep-alive comments; each also checks that its session is still live. */
  liveHeartbeat: number;
  /** Live streams one server holds open at most (each is one open connection). */
  liveStreamsPerServer: number;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  corsOrigins: string[];
  appName: string;
  logLevel: string;
  /** Print the sign-in links of outgoing mail (reset, verify) to the log: a developer's choice, never the default. */
  logMailLinks: boolean;
  seedDemoData: boolean;
  seed: {
    superAdminEmail: string | undefined;
    superAdminPassword: string | undefined;
    adminEmail: string | undefined;
    adminPassword: string | undefined;
  };
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads and validates the environment; every bad value is named in one error. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`));
  }
  const e = parsed.data;
  return {
    nodeEnv: e.NODE_ENV,
    // Demo credentials are printed at first start: outside production, listen on loopback only.
    host: e.HOST ?? (e.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    port: e.PORT,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    jwtSecret: e.JWT_SECRET,
    accessTokenTtl: e.ACCESS_TOKEN_TTL,
    refreshTokenTtl: e.REFRESH_TOKEN_TTL,
    rememberMeTtl: e.REMEMBER_ME_TTL,
    liveHeartbeat: e.LIVE_HEARTBEAT,
    liveStreamsPerServer: e.LIVE_STREAMS_PER_SERVER,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    corsOrigins: e.CORS_ORIGINS,
    appName: e.APP_NAME,
    logLevel: e.LOG_LEVEL,
    logMailLinks: e.LOG_MAIL_LINKS,
    seedDemoData: e.SEED_DEMO_DATA,
    seed: {
      superAdminEmail: e.SEED_SUPERADMIN_EMAIL,
      superAdminPassword: e.SEED_SUPERADMIN_PASSWORD,
      adminEmail: e.SEED_ADMIN_EMAIL,
      adminPassword: e.SEED_ADMIN_PASSWORD,
    },
  };
}
