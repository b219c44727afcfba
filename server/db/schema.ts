import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/** Timestamps come back as Date and may be written as Date or ISO string. */
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
export type Json<T> = ColumnType<T, string, string>;

export interface AccountsTable {
  id: Generated<number>;
  uid: Generated<string>;
  email: string;
  passwordHash: string | null;
  displayName: string;
  photoUrl: string | null;
  phone: string | null;
  userType: 'superAdmin' | 'admin' | 'tutor' | 'user';
  userRole: 'admin' | 'editor' | null;
  status: Generated<'active' | 'pending' | 'suspended'>;
  emailVerified: Generated<boolean>;
  sessionVersion: Generated<number>;
  createdAt: Generated<Timestamp>;
  updatedAt: Generated<Timestamp>;
  deletedAt: NullableTimestamp;
}

export interface SessionsTable {
  id: Generated<number>;
  accountId: number;
  rememberMe: Generated<boolean>;
  createdAt: Generated<Timestamp>;
  expiresAt: Timestamp;
  lastUsedAt: Generated<Timestamp>;
  revokedAt: NullableTimestamp;
  revokedReason: string | null;
  userAgent: string | null;
  ip: string | null;
}

export interface RefreshTokensTable {
  id: Generated<number>;
  sessionId: number;
  tokenHash: string;
  createdAt: Generated<Timestamp>;
  rotatedAt: NullableTimestamp;
  replacedBy: number | null;
}

export interface OneTimeTokensTable {
  id: Generated<number>;
  accountId: number;
  purpose: 'reset_password' | 'verify_email';
  tokenHash: string;
  createdAt: Generated<Timestamp>;
  expiresAt: Timestamp;
  usedAt: NullableTimestamp;
}

export interface EmailTemplatesTable {
  id: Generated<number>;
  key: string;
  name: string;
  description: Generated<string>;
  subject: string;
  bodyHtml: string;
  variables: ColumnType<string[], string | undefined, string>;
  createdAt: Generated<Timestamp>;
  updatedAt: Generated<Timestamp>;
}

export interface OutboxTable {
  id: Generated<number>;
  toAddress: string;
  subject: string;
  html: string;
  text: string;
  templateKey: string | null;
  createdAt: Generated<Timestamp>;
  sentAt: NullableTimestamp;
  error: string | null;
}

export interface AuditLogTable {
  id: Generated<number>;
  actorId: number | null;
  actorName: string;
  action: string;
  resource: string;
  recordId: string;
  before: ColumnType<unknown, string | null, never>;
  after: ColumnType<unknown, string | null, never>;
  createdAt: Generated<Timestamp>;
}

/** The database as Kysely sees it (camelCase; the CamelCasePlugin maps to snake_case). */
export interface Database {
  accounts: AccountsTable;
  sessions: SessionsTable;
  refreshTokens: RefreshTokensTable;
  oneTimeTokens: OneTimeTokensTable;
  emailTemplates: EmailTemplatesTable;
  outbox: OutboxTable;
  auditLog: AuditLogTable;
}

export type Account = Selectable<AccountsTable>;
export type NewAccount = Insertable<AccountsTable>;
export type AccountUpdate = Updateable<AccountsTable>;
