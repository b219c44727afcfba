import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount, type TestAccount } from '../helpers/accounts.js';
import { startTestApp, withoutStatementTimeout, type TestApp } from '../helpers/app.js';
import { createStudent, createTutor, get, post } from '../helpers/people.js';

const BOOKINGS = 120_000;
const TRICKY_NAME = '=cmd,"quoted"\nline';
/** A formula for Excel in German, French or Portuguese, which splits a CSV on semicolons. */
const SEMICOLON_NAME = "x;=cmd|' /C calc'!A0";

/** RFC 4180 records: quoted fields may hold commas, quotes (doubled) and line breaks. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  const endField = () => {
    record.push(field);
    field = '';
  };
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted && char === '"' && text[i + 1] === '"') {
      field += '"';
      i += 1;
    } else if (char === '"') quoted = !quoted;
    else if (quoted || (char !== ',' && char !== '\r')) field += char;
    else if (char === ',') endField();
    else {
      endField();
      records.push(record);
      record = [];
      i += 1;
    }
  }
  if (field || record.length) {
    endField();
    records.push(record);
  }
  return records;
}

const germanColumns = [
  { field: 'bookingId', header: 'Buchung' },
  { field: 'studentName', header: 'Schüler' },
  { field: 'amountCents', header: 'Betrag' },
  { field: 'lessonAt', header: 'Unterricht' },
  { field: 'paymentStatus', header: 'Zahlungsstatus', values: { paid: 'Bezahlt', refunded: 'Erstattet' } },
];

describe('CSV export API', () => {
  let t: TestApp;
  let admin: TestAccount;
  let superAdmin: TestAccount;
  let trickyId: number;
  let semicolonId: number;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await createTestAccount(t, 'admin');
    superAdmin = await createTestAccount(t, 'superAdmin');
    const student = await createStudent(t, admin, { displayName: 'Zoë Student' });
    const tutor = await createTutor(t, admin, { displayName: 'Terry Teacher' });
    // Three bookings per lesson time, at microsecond precision (a JavaScript Date would lose it),
    // amounts repeating every 500 rows: both sorts have long runs of equal keys.
    trickyId = await withoutStatementTimeout(t, async (trx) => {
      await sql`
        insert into bookings (student_id, student_name, tutor_id, tutor_name, subject_id, subject_name, lesson_at,
          amount_cents, platform_fee_cents, currency, payment_status)
        select ${student}, 'Zoë Student', ${tutor}, 'Terry Teacher', null, '',
          timestamptz '2025-01-01 00:00:00Z' + (i / 3) * interval '1.234567 seconds',
          1000 + (i % 500) * 100, 150 + (i % 500) * 15, 'USD',
          case when i % 4 = 0 then 'refunded' else 'paid' end
        from generate_series(1, ${BOOKINGS}) as i`.execute(trx);
      const tricky = await sql<{ id: number }>`
        update bookings set student_name = ${TRICKY_NAME} where id = (select min(id) from bookings where payment_status = 'paid') returning id`.execute(trx);
      const semicolon = await sql<{ id: number }>`
        update bookings set student_name = ${SEMICOLON_NAME} where id = (select min(id) from bookings where payment_status = 'paid' and id > ${tricky.rows[0]!.id}) returning id`.execute(trx);
      semicolonId = semicolon.rows[0]!.id;
      // The sort and filter columns the exports read; the search text's statistics (a large sample, and its expression indexes') would take longer than the rest of the setup.
      await sql`analyze bookings (payment_status, lesson_at, amount_cents, id)`.execute(trx);
      return tricky.rows[0]!.id;
    });
  }, 120_000);
  afterAll(async () => t.close());

  const exportCsv = (by: TestAccount, body: object) => post(t, by, '/admin/export', body);
  const firstOfList = async (query: Record<string, string>) => (await get(t, admin, '/admin/transactions', { ...query, limit: 1 })).json().data;

  it('writes every filtered row in the list order, with the given headers and the site date format', async () => {
    const query = { paymentStatus: 'paid', sort: 'amountCents', dir: 'desc' };
    const res = await exportCsv(admin, { list: '/admin/transactions', query, columns: germanColumns, timeZone: 'UTC' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.body.startsWith('\uFEFFBuchung,Schüler,Betrag,Unterricht,Zahlungsstatus\r\n')).toBe(true);

    const [, ...rows] = parseCsv(res.body.slice(1));
    const listed = await firstOfList(query);
    expect(listed.total).toBe(BOOKINGS - BOOKINGS / 4);
    expect(Number(res.headers['x-total-count'])).toBe(listed.total);
    expect(rows).toHaveLength(listed.total);
    expect(new Set(rows.map((row) => row[0])).size).toBe(rows.length);
    expect(rows[0]![0]).toBe(String(listed.items[0].id));
    expect(rows.at(-1)![0]).toBe(String((await firstOfList({ ...query, dir: 'asc' })).items[0].id));
    // The largest paid amount (50,900 cents) as a decimal, the site's default date display (DD/MM/YYYY) with the time.
    expect(rows[0]).toEqual([String(listed.items[0].id), 'Zoë Student', '509.00', expect.stringMatching(/^\d\d\/\d\d\/2025 \d\d:\d\d$/), 'Bezahlt']);
  });

  it('keeps cells with commas, quotes and line breaks whole, and stops data from running as a formula', async () => {
    const res = await exportCsv(admin, { list: '/admin/transactions', query: { search: 'quoted' }, columns: germanColumns.slice(0, 2) });
    expect(res.body).toContain(`${trickyId},"'=cmd,""quoted""\nline"\r\n`);
    expect(parseCsv(res.body.slice(1))).toEqual([['Buchung', 'Schüler'], [String(trickyId), `'${TRICKY_NAME}`]]);
  });

  it('keeps data from running as a formula where a reader splitting on semicolons would start a cell', async () => {
    const res = await exportCsv(admin, { list: '/admin/transactions', query: { search: 'calc' }, columns: germanColumns.slice(0, 2) });
    expect(res.body).toContain(`${semicolonId},"x;'=cmd|' /C calc'!A0"\r\n`);
    const semicolonCells = res.body.slice(1).split(/\r\n|[;\n]/);
    expect(semicolonCells.filter((cell) => /^ *[=+\-@\t\r]/.test(cell))).toEqual([]);
  });

  it('pages by the exact sort key: microsecond timestamps shared by several rows are neither lost nor repeated', async () => {
    const query = { paymentStatus: 'refunded', sort: 'lessonAt', dir: 'desc' };
    const res = await exportCsv(admin, { list: '/admin/transactions', query, columns: [{ field: 'id', header: 'Id' }] });
    const ids = parseCsv(res.body.slice(1)).slice(1).map((row) => row[0]);
    expect(ids).toHaveLength(BOOKINGS / 4);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids[0]).toBe(String((await firstOfList(query)).items[0].id));
  });

  it('follows the list\'s role rule: staff accounts only for a superAdmin', async () => {
    const body = { list: '/admin/user', query: { userType: 'staff' }, columns: [{ field: 'email', header: 'Email' }] };
    const refused = await exportCsv(admin, body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'FORBIDDEN' });
    const allowed = await exportCsv(superAdmin, body);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.body).toContain(admin.email);
    // Without a type filter an admin gets the list's own answer: students and tutors, no staff.
    const mixed = await exportCsv(admin, { ...body, query: {} });
    expect(mixed.body).not.toContain(admin.email);
    expect(Number(mixed.headers['x-total-count'])).toBe(2);
  });

  it.each([
    ['an unknown list', { list: '/admin/secrets', columns: [{ field: 'id', header: 'Id' }] }, 'list'],
    ['a field the list does not have', { list: '/admin/user', columns: [{ field: 'passwordHash', header: 'Hash' }] }, 'columns.0.field'],
    ['a bad filter value', { list: '/admin/transactions', query: { paymentStatus: 'stolen' }, columns: [{ field: 'id', header: 'Id' }] }, 'query.paymentStatus'],
    ['a filter the list does not have', { list: '/admin/transactions', query: { owner: '1' }, columns: [{ field: 'id', header: 'Id' }] }, 'query'],
    ['a sort the list does not have', { list: '/admin/transactions', query: { sort: 'tutorName' }, columns: [{ field: 'id', header: 'Id' }] }, 'query.sort'],
    ['an unknown time zone', { list: '/admin/transactions', timeZone: 'Mars/Olympus', columns: [{ field: 'id', header: 'Id' }] }, 'timeZone'],
  ])('refuses %s with 400 and streams nothing', async (_case, body, field) => {
    const res = await exportCsv(admin, body);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(Object.keys(res.json().errors).some((key) => key === field || key.startsWith(`${field}.`) || (field === 'query' && key.startsWith('query')))).toBe(true);
  });

  it('answers other requests while a large export streams', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const response = await fetch(`${address}/api/v1/admin/export`, {
      method: 'POST',
      headers: { ...admin.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ list: '/admin/transactions', query: { sort: 'lessonAt' }, columns: germanColumns }),
    });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    let exportDone = false;
    let bytes = 0;
    const first = await reader.read();
    bytes += first.value?.length ?? 0;
    const rest = (async () => {
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) bytes += chunk.value.length;
      exportDone = true;
    })();
    const health = await fetch(`${address}/api/health`);
    const listPage = await fetch(`${address}/api/v1/admin/transactions?limit=5`, { headers: admin.headers });
    expect(health.status).toBe(200);
    expect(listPage.status).toBe(200);
    expect(exportDone).toBe(false);
    await rest;
    expect(bytes).toBeGreaterThan(BOOKINGS * 30);
  }, 120_000);
});
