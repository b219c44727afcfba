import { describe, expect, it } from 'vitest';
import { email, newPassword } from '../../../../contract/auth';
import { toCsv } from '../../../../src/resources/shared/people/csv';
import { dollarsToCents } from '../../../../src/resources/shared/people/format';
import type { Validator } from 'react-admin';
import { pickFields, zodField } from '../../../../src/resources/shared/people/validation';

const check = (validator: Validator, value: unknown) => validator(value, {}, {} as never);

describe('people helpers', () => {
  it('writes readable CSV, quoting where needed and defusing spreadsheet formulas', () => {
    const csv = toCsv([{ id: 1, name: 'Smith, Ann', note: '=HYPERLINK("x")' }], [
      { header: 'Name', value: (r) => r.name },
      { header: 'Note', value: (r) => r.note },
    ]);
    expect(csv).toBe('Name,Note\r\n"Smith, Ann","\'=HYPERLINK(""x"")"');
    const semicolon = toCsv([{ id: 2, note: "x;=cmd|' /C calc'!A0", score: -3 }], [
      { header: 'Note', value: (r) => r.note },
      { header: 'Score', value: (r) => r.score },
    ]);
    expect(semicolon).toBe('Note,Score\r\n"x;\'=cmd|\' /C calc\'!A0",-3');
  });

  it('runs the contract rules and answers translatable messages', () => {
    expect(check(zodField(email, { required: true }), '')).toBe('ra.validation.required');
    expect(check(zodField(email, { required: true }), 'nope')).toBe('ra.validation.email');
    expect(check(zodField(newPassword), 'short')).toEqual({ message: 'ra.validation.minLength', args: { min: 10 } });
    expect(check(zodField(newPassword), null)).toBeUndefined();
    expect(check(zodField(newPassword), 'long enough password')).toBeUndefined();
  });

  it('converts dollars typed in forms to integer cents', () => {
    expect(dollarsToCents('40.25')).toBe(4025);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
    expect(dollarsToCents('')).toBeNull();
  });

  it('keeps only the fields an API call accepts', () => {
    expect(pickFields({ id: 1, displayName: 'A', createdAt: 'x', phone: undefined }, ['displayName', 'phone'])).toEqual({ displayName: 'A' });
  });
});
