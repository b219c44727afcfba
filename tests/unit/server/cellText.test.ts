import { describe, expect, it } from 'vitest';
import { cellText, dateWriter } from '../../../server/export/cellText.js';

const utc = dateWriter('DD/MM/YYYY', 'UTC');

describe('export cells', () => {
  it('labels values the column names, null included', () => {
    const column = { field: 'userRole', header: 'Role', values: { admin: 'Admin', null: 'Admin' } };
    expect(cellText(column, 'admin', utc)).toBe('Admin');
    expect(cellText(column, null, utc)).toBe('Admin');
    expect(cellText({ field: 'phone', header: 'Phone' }, null, utc)).toBe('');
  });

  it('writes cents as amounts, timestamps in the site format and zone, lists joined, formulas as text', () => {
    expect(cellText({ field: 'amountCents', header: 'A' }, -1205, utc)).toBe('-12.05');
    // An amount in its row's currency, in the reader's language; without a currency, as before.
    const payout = { field: 'amountCents', header: 'A', currency: { field: 'currency', locale: 'en' } };
    expect(cellText(payout, 12345, utc, 'GBP')).toBe('£123.45');
    expect(cellText({ ...payout, currency: { field: 'currency', locale: 'de' } }, 12345, utc, 'GBP')).toBe('123,45\u00a0£');
    expect(cellText({ ...payout, currency: { field: 'currency', locale: 'pt' } }, 12345, utc, 'EUR')).toBe('€\u00a0123,45');
    expect(cellText(payout, 12345, utc)).toBe('123.45');
    expect(cellText({ field: 'createdAt', header: 'C' }, '2025-03-04T23:30:00.000Z', utc)).toBe('04/03/2025 23:30');
    expect(cellText({ field: 'createdAt', header: 'C' }, '2025-03-04T23:30:00.000Z', dateWriter('YYYY-MM-DD', 'Europe/Lisbon'))).toBe('2025-03-04 23:30');
    expect(cellText({ field: 'createdAt', header: 'C' }, '2025-07-04T23:30:00.000Z', dateWriter('MM/DD/YYYY', 'Europe/Berlin'))).toBe('07/05/2025 01:30');
    expect(cellText({ field: 'subjects', header: 'S' }, ['Algebra', 'Piano'], utc)).toBe('Algebra; Piano');
    expect(cellText({ field: 'description', header: 'D' }, '@SUM(A1)', utc)).toBe("'@SUM(A1)");
    expect(cellText({ field: 'description', header: 'D' }, '-2+3', utc)).toBe("'-2+3");
    // Where a reader splitting on semicolons, commas or tabs, or missing the quotes around a line break, would start a cell.
    expect(cellText({ field: 'description', header: 'D' }, "x;=cmd|' /C calc'!A0", utc)).toBe("x;'=cmd|' /C calc'!A0");
    expect(cellText({ field: 'description', header: 'D' }, 'a, +1\n@b\tc; d-e', utc)).toBe("a, '+1\n'@b\tc; d-e");
  });
});
