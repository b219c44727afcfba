import { sql } from 'kysely';
import type { TestApp } from './app.js';
import type { TestAccount } from './accounts.js';

/** A small catalogue for the people tests (the real seed is larger; these tests need a few rows). */
export async function insertCatalogue(t: TestApp) {
  const subjects = await t.db
    .insertInto('subjects')
    .values(['Algebra', 'Physics', 'Piano'].map((name, sortOrder) => ({ name, parentId: null, sortOrder })))
    .returning(['id', 'name'])
    .execute();
  const languages = await t.db
    .insertInto('languages')
    .values([{ name: 'English', code: 'en' }, { name: 'German', code: 'de' }])
    .returning(['id', 'name'])
    .execute();
  const levels = await t.db
    .insertInto('levels')
    .values([{ name: 'High school', code: 'hs' }, { name: 'Adult', code: 'adult' }])
    .returning(['id', 'name'])
    .execute();
  const reportTitles = await t.db
    .insertInto('reportTitles')
    .values([{ title: 'No-show' }, { title: 'Spam' }])
    .returning(['id', 'title'])
    .execute();
  return { subjects, languages, levels, reportTitles };
}
export type Catalogue = Awaited<ReturnType<typeof insertCatalogue>>;

export async function post(t: TestApp, by: TestAccount | undefined, url: string, payload?: unknown) {
  return t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: by?.headers ?? {}, ...(payload === undefined ? {} : { payload: payload as object }) });
}

export async function get(t: TestApp, by: TestAccount | undefined, url: string, query: Record<string, string | number> = {}) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  return t.app.inject({ method: 'GET', url: `/api/v1${url}${qs ? `?${qs}` : ''}`, headers: by?.headers ?? {} });
}

/** Creates a tutor through the API and answers its id. */
export async function createTutor(t: TestApp, by: TestAccount, fields: Record<string, unknown> = {}): Promise<number> {
  const res = await post(t, by, '/admin/register', {
    userType: 'tutor',
    displayName: 'Tina Tutor',
    email: `tutor-${Math.random().toString(36).slice(2, 10)}@example.test`,
    ...fields,
  });
  if (res.statusCode !== 200) throw new Error(`register tutor failed: ${res.statusCode} ${res.body}`);
  return res.json().data.id;
}

export async function createStudent(t: TestApp, by: TestAccount, fields: Record<string, unknown> = {}): Promise<number> {
  const res = await post(t, by, '/admin/register', {
    userType: 'user',
    displayName: 'Sam Student',
    email: `student-${Math.random().toString(36).slice(2, 10)}@example.test`,
    ...fields,
  });
  if (res.statusCode !== 200) throw new Error(`register student failed: ${res.statusCode} ${res.body}`);
  return res.json().data.id;
}

export interface BookingInput {
  studentId: number;
  tutorId: number;
  subjectId?: number | null;
  lessonAt: Date;
  amountCents?: number;
  paymentStatus?: 'pending' | 'paid' | 'refunded' | 'failed' | 'cancelled';
  currency?: string;
}

/** Inserts a booking straight into the database with the people's current names. */
export async function insertBooking(t: TestApp, input: BookingInput): Promise<number> {
  const amount = input.amountCents ?? 5000;
  const row = await t.db
    .insertInto('bookings')
    .values({
      studentId: input.studentId,
      tutorId: input.tutorId,
      subjectId: input.subjectId ?? null,
      studentName: sql<string>`(select display_name from accounts where id = ${input.studentId})`,
      tutorName: sql<string>`(select display_name from accounts where id = ${input.tutorId})`,
      subjectName: input.subjectId ? sql<string>`(select name from subjects where id = ${input.subjectId})` : '',
      lessonAt: input.lessonAt,
      amountCents: amount,
      platformFeeCents: Math.round(amount * 0.15),
      currency: input.currency ?? 'USD',
      paymentStatus: input.paymentStatus ?? 'paid',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertReport(
  t: TestApp,
  input: { reporterId: number; reportedId: number; reportTitleId?: number | null; description?: string; status?: 'open' | 'in_review' | 'resolved' | 'dismissed'; createdAt?: Date },
): Promise<number> {
  const row = await t.db
    .insertInto('reports')
    .values({
      reporterId: input.reporterId,
      reportedId: input.reportedId,
      reportTitleId: input.reportTitleId ?? null,
      bookingId: null,
      description: input.description ?? 'Something happened',
      status: input.status ?? 'open',
      resolvedById: null,
      resolvedAt: null,
      ...(input.createdAt ? { createdAt: input.createdAt } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function auditRows(t: TestApp, resource: string, recordId: number) {
  return t.db
    .selectFrom('auditLog')
    .selectAll()
    .where('resource', '=', resource)
    .where('recordId', '=', String(recordId))
    .orderBy('id')
    .execute();
}

export const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000);

export interface FilePart {
  field: string;
  filename: string;
  contentType: string;
  bytes: Buffer;
}

/** A multipart/form-data body as a browser would send it. */
export function multipartBody(fields: Record<string, string>, files: FilePart[] = []) {
  const boundary = `----people${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
