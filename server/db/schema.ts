import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { TutorProfileRow } from '../../src/resources/tutors/server/profile.js';

/** Timestamps come back as Date and may be written as Date or ISO string. */
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A timestamp with a database default (Kysely's Generated<> would not unwrap the ColumnType above). */
export type GeneratedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
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
  createdAt: GeneratedTimestamp;
  updatedAt: GeneratedTimestamp;
  deletedAt: NullableTimestamp;
  /** Lower-cased display name and email for list searches (migration 0007); never written. */
  searchText: ColumnType<string, never, never>;
}

export interface SessionsTable {
  id: Generated<number>;
  accountId: number;
  rememberMe: Generated<boolean>;
  createdAt: GeneratedTimestamp;
  expiresAt: Timestamp;
  lastUsedAt: GeneratedTimestamp;
  revokedAt: NullableTimestamp;
  revokedReason: string | null;
  userAgent: string | null;
  ip: string | null;
  /** The account's session_version at sign-in; a refresh fails once the account's has moved on. */
  sessionVersion: Generated<number>;
}

export interface RefreshTokensTable {
  id: Generated<number>;
  sessionId: number;
  tokenHash: string;
  createdAt: GeneratedTimestamp;
  rotatedAt: NullableTimestamp;
  replacedBy: number | null;
}

export interface OneTimeTokensTable {
  id: Generated<number>;
  accountId: number;
  purpose: 'reset_password' | 'verify_email' | 'set_password';
  tokenHash: string;
  createdAt: GeneratedTimestamp;
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
  createdAt: GeneratedTimestamp;
  updatedAt: GeneratedTimestamp;
}

export interface OutboxTable {
  id: Generated<number>;
  toAddress: string;
  subject: string;
  html: string;
  text: string;
  templateKey: string | null;
  createdAt: GeneratedTimestamp;
  sentAt: NullableTimestamp;
  error: string | null;
}

export interface SignInAddressesTable {
  accountId: number;
  /** As the throttle counts addresses: IPv4, or an IPv6 /64. */
  address: string;
  lastSignedInAt: GeneratedTimestamp;
}

export interface AuthThrottleTable {
  /** `account:<email>`, `address:<ip>` or `account-address:<email>|<ip>`. */
  key: string;
  attempts: number;
  windowStartedAt: GeneratedTimestamp;
  blockedUntil: NullableTimestamp;
  /** Whether the latest attempt was refused (written and read back in one atomic upsert). */
  lastRefused: Generated<boolean>;
  updatedAt: GeneratedTimestamp;
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
  /** The entry whose values this update restored (`X-Revert-Of`). */
  revertOf: ColumnType<number | null, number | null | undefined, never>;
  createdAt: GeneratedTimestamp;
}

/** A deleted record of a declared resource, until it is restored or removed for good (migration 0024_trash). */
export interface TrashedRecordsTable {
  resource: string;
  recordId: number;
  label: string;
  /** The record as its get call answered it. */
  record: ColumnType<Record<string, unknown>, string, never>;
  deletedById: number | null;
  deletedByName: string;
  deletedAt: GeneratedTimestamp;
}

/** A file imported into a declared resource (migration 0025_import_jobs, server/import/). */
export interface ImportJobsTable {
  id: Generated<number>;
  resource: string;
  fileName: string;
  actorId: number | null;
  actorName: string;
  status: ColumnType<ImportStatus, ImportStatus | undefined, ImportStatus>;
  previewedAt: Timestamp;
  rowsRead: ColumnType<number, number | undefined, number>;
  created: ColumnType<number, number | undefined, number>;
  updated: ColumnType<number, number | undefined, number>;
  unchanged: ColumnType<number, number | undefined, number>;
  refused: ColumnType<number, number | undefined, number>;
  /** The first refused rows: line, field and message. */
  refusals: ColumnType<unknown, string | undefined, string>;
  failure: string | null;
  /** Why it stopped: `{"reason", "params"}` of docs/errors.md. */
  failureReason: ColumnType<unknown, string | null | undefined, string | null>;
  startedAt: GeneratedTimestamp;
  heartbeatAt: GeneratedTimestamp;
  finishedAt: NullableTimestamp;
  revertedAt: NullableTimestamp;
  revertedByName: string | null;
}

export type ImportStatus = 'running' | 'cancelling' | 'cancelled' | 'done' | 'failed' | 'interrupted';

/** A record an import created or updated: the version it left, and the values an update replaced. */
export interface ImportJobRecordsTable {
  jobId: number;
  recordId: number;
  action: 'create' | 'update';
  version: Timestamp;
  before: ColumnType<unknown, string | null, never>;
}

/** A list's saved view (migration 0023_saved_views). */
export interface SavedViewsTable {
  id: Generated<number>;
  resource: string;
  name: string;
  shippedKey: ColumnType<string | null, never, never>;
  ownerId: number | null;
  ownerName: string;
  shared: boolean;
  pinned: boolean;
  /** The list call's query: its filters, `search`, `sort`, `dir` and `limit`. */
  query: ColumnType<Record<string, string>, string, string>;
  /** The list's columns the view hides; null for those the list hides itself. */
  hiddenColumns: ColumnType<string[] | null, string | null, string | null>;
  createdAt: GeneratedTimestamp;
  updatedAt: GeneratedTimestamp;
}

interface CatalogueRow {
  id: Generated<number>;
  name: string;
  createdAt: GeneratedTimestamp;
  updatedAt: GeneratedTimestamp;
}

export interface SubjectsTable extends CatalogueRow {
  parentId: number | null;
  sortOrder: Generated<number>;
}

export interface LanguagesTable extends CatalogueRow {
  code: string | null;
  sortOrder: Generated<number>;
}

export type LevelsTable = LanguagesTable;

export interface ReportTitlesTable {
  id: Generated<number>;
  title: string;
  createdAt: GeneratedTimestamp;
  updatedAt: GeneratedTimestamp;
}

export interface PagesTable {
  id: Generated<number>;
  slug: string;
  title: string;
  contentHtml: Generated<string>;
  published: Generated<boolean>;
  createdAt: GeneratedTimestamp;
  updatedAt: GeneratedTimestamp;
}

export interface SiteSettingsTable {
  id: Generated<number>;
  siteName: string;
  contactEmail: string;
  supportPhone: Generated<string>;
  commissionPercent: Generated<number>;
  currency: Generated<string>;
  socialLinks: ColumnType<Record<string, string>, string | undefined, string>;
  maintenanceMode: Generated<boolean>;
  maintenanceMessage: Generated<string>;
  dateFormat: Generated<string>;
  trashRetentionDays: Generated<number>;
  updatedAt: GeneratedTimestamp;
}

/** A tutor's profile beside its account: the tutors declaration's profile fields (src/resources/tutors/server/profile.ts). */
export type TutorProfilesTable = TutorProfileRow;

export interface TutorSubjectsTable {
  tutorId: number;
  subjectId: number;
}
export interface TutorLanguagesTable {
  tutorId: number;
  languageId: number;
}
export interface TutorLevelsTable {
  tutorId: number;
  levelId: number;
}

export type PaymentStatus = 'pending' | 'paid' | 'refunded' | 'failed' | 'cancelled';

export interface BookingsTable {
  id: Generated<number>;
  studentId: number;
  tutorId: number;
  subjectId: number | null;
  studentName: string;
  tutorName: string;
  subjectName: Generated<string>;
  lessonAt: Timestamp;
  durationMinutes: Generated<number>;
  amountCents: number;
  platformFeeCents: number;
  currency: Generated<string>;
  paymentStatus: Generated<PaymentStatus>;
  createdAt: GeneratedTimestamp;
  updatedAt: GeneratedTimestamp;
  searchText: ColumnType<string, never, never>;
}

export type ReportStatus = 'open' | 'in_review' | 'resolved' | 'dismissed';

export interface ReportsTable {
  id: Generated<number>;
  reporterId: number;
  reportedId: number;
  reportTitleId: number | null;
  bookingId: number | null;
  description: Generated<string>;
  status: Generated<ReportStatus>;
  adminNote: Generated<string>;
  /** Description and both people's current names, lower-cased (migration 0011, kept by triggers). */
  searchText: Generated<string>;
  resolvedById: number | null;
  resolvedAt: NullableTimestamp;
  createdAt: GeneratedTimestamp;
  updatedAt: GeneratedTimestamp;
}

/** The database as Kysely sees it (camelCase; the CamelCasePlugin maps to snake_case). */
export interface Database {
  accounts: AccountsTable;
  sessions: SessionsTable;
  refreshTokens: RefreshTokensTable;
  oneTimeTokens: OneTimeTokensTable;
  emailTemplates: EmailTemplatesTable;
  outbox: OutboxTable;
  authThrottle: AuthThrottleTable;
  signInAddresses: SignInAddressesTable;
  auditLog: AuditLogTable;
  subjects: SubjectsTable;
  languages: LanguagesTable;
  levels: LevelsTable;
  reportTitles: ReportTitlesTable;
  pages: PagesTable;
  siteSettings: SiteSettingsTable;
  tutorProfiles: TutorProfilesTable;
  tutorSubjects: TutorSubjectsTable;
  tutorLanguages: TutorLanguagesTable;
  tutorLevels: TutorLevelsTable;
  bookings: BookingsTable;
  reports: ReportsTable;
  savedViews: SavedViewsTable;
  trashedRecords: TrashedRecordsTable;
  importJobs: ImportJobsTable;
  importJobRecords: ImportJobRecordsTable;
}

export type Account = Selectable<AccountsTable>;
export type NewAccount = Insertable<AccountsTable>;
export type AccountUpdate = Updateable<AccountsTable>;
