import type { Generated, Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import type { TutorDetail as AdminTutorDetail, TutorItem as AdminTutorItem } from '../../src/resources/tutors/records.js';
import { snake } from '../../server/declared/naming.js';
import { readTableShapes } from '../../server/declared/tableShapes.js';
import type { NullableTimestamp, TutorProfilesTable } from '../../server/db/schema.js';
import tutors from '../../src/resources/tutors/resource.js';
import type { TutorDetail, TutorItem } from '../../src/resources/tutors/server/contract.js';
import { linkFieldNames, profileColumn, profileFieldNames, tutorLinkTables, tutorProfileTable } from '../../src/resources/tutors/server/profile.js';
import { createTestAccount, type TestAccount } from '../helpers/accounts.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { createTutor, get, insertCatalogue, post, type Catalogue } from '../helpers/people.js';

/*
 * A tutor's fields are the declaration's (src/resources/tutors/resource.ts): the server keeps each
 * declared profile field in a tutor_profiles column and each reference list in its link table, and
 * checks what a client sends by the declared rules.
 */
let t: TestApp;
let admin: TestAccount;
let cat: Catalogue;

beforeAll(async () => {
  t = await startTestApp();
  admin = await createTestAccount(t, 'admin');
  cat = await insertCatalogue(t);
});
afterAll(async () => t.close());

describe('where the server keeps the declared tutor fields', () => {
  it('tutor_profiles has a column for every declared profile field, and no other but the account id', async () => {
    const table = snake(tutorProfileTable.table);
    const shapes = await readTableShapes(t.db as unknown as Kysely<unknown>, 'public', [table]);
    const columns = Object.keys(shapes[table]!.columns).sort();
    expect(columns).toEqual([snake(tutorProfileTable.key), ...profileFieldNames.map((name) => snake(profileColumn(name)))].sort());
  });

  it('every reference list has a link table of tutor and record ids', async () => {
    expect([...linkFieldNames].sort()).toEqual(Object.keys(tutors.fields).filter((name) => tutors.fields[name as keyof typeof tutors.fields].kind === 'references').sort());
    for (const field of linkFieldNames) {
      const table = snake(tutorLinkTables[field].table);
      const shapes = await readTableShapes(t.db as unknown as Kysely<unknown>, 'public', [table]);
      expect(Object.keys(shapes[table]!.columns).sort(), field).toEqual(['tutor_id', snake(tutorLinkTables[field].column)].sort());
    }
  });

  it('types the profile row from the declaration as the table holds it', () => {
    expectTypeOf<TutorProfilesTable>().toEqualTypeOf<{
      accountId: number;
      approvalStatus: Generated<'pending' | 'approved' | 'rejected' | 'suspended'>;
      statusReason: string | null;
      statusChangedAt: NullableTimestamp;
      statusChangedBy: number | null;
      headline: Generated<string>;
      bio: Generated<string>;
      hourlyRateCents: Generated<number>;
      country: string | null;
    }>();
  });

  it("answers the tutor as the admin's types describe it", () => {
    expectTypeOf<TutorItem>().toMatchTypeOf<AdminTutorItem>();
    expectTypeOf<TutorDetail>().toMatchTypeOf<AdminTutorDetail>();
  });
});

describe('a tutor is checked by its declared rules', () => {
  it('refuses each profile value over its declared limit with the declared message, and changes nothing', async () => {
    const id = await createTutor(t, admin, { headline: 'Stays', country: 'DE', hourlyRateCents: 2000 });
    const refusals: Array<[object, string, string]> = [
      [{ country: 'D1' }, 'country', 'Use a 2-letter country code such as DE'],
      [{ hourlyRateCents: 1_000_001 }, 'hourlyRateCents', 'Use at most 1000000'],
      [{ hourlyRateCents: -1 }, 'hourlyRateCents', 'Use 0 or more'],
      [{ headline: 'x'.repeat(201) }, 'headline', 'Use at most 200 characters'],
      [{ subjectIds: Array.from({ length: 51 }, (_, index) => index + 1) }, 'subjectIds', 'Choose at most 50'],
    ];
    for (const [body, field, message] of refusals) {
      const res = await post(t, admin, `/admin/tutor/${id}`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors?.[field], JSON.stringify(body)).toBe(message);
    }
    expect((await get(t, admin, `/admin/tutor/${id}`)).json().data).toMatchObject({ headline: 'Stays', country: 'DE', hourlyRateCents: 2000, subjectIds: [] });
  });

  it('stores the declared defaults for what a new tutor leaves out, and links an id given twice once', async () => {
    const subject = cat.subjects[0]!.id;
    const id = await createTutor(t, admin, { subjectIds: [subject, subject] });
    expect((await get(t, admin, `/admin/tutor/${id}`)).json().data).toMatchObject({
      approvalStatus: 'pending',
      headline: '',
      bio: '',
      hourlyRateCents: 0,
      country: null,
      subjectIds: [subject],
      languageIds: [],
      levelIds: [],
    });
  });
});
