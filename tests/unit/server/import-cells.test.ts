import { describe, expect, it } from 'vitest';
import type { FieldDeclaration } from '../../../contract/declaration';
import { cellValue, isoDayOf, numberOf } from '../../../server/import/cellValues';

/** A cell as read, its refusal said for a field `f` of a resource `r`. */
function value(field: FieldDeclaration, cell: string, format: 'DD/MM/YYYY' | 'MM/DD/YYYY' | 'YYYY-MM-DD' = 'DD/MM/YYYY') {
  const read = cellValue(field, cell, format);
  return 'why' in read ? { message: read.message, ...read.why({ resource: 'r', field: 'f' }) } : read;
}

describe('import cells', () => {
  it('reads numbers as spreadsheets write them in the four languages', () => {
    expect(numberOf('1234.5')).toBe(1234.5);
    expect(numberOf('1,234.50')).toBe(1234.5);
    expect(numberOf('1.234,50')).toBe(1234.5);
    expect(numberOf('1 234,5')).toBe(1234.5);
    expect(numberOf('12,5')).toBe(12.5);
    expect(numberOf('1.234.567')).toBe(1234567);
    expect(numberOf('-3')).toBe(-3);
    expect(numberOf('€ 12,00')).toBe(12);
    expect(numberOf('12.00 GBP')).toBe(12);
    for (const text of ['abc', '1.2.3,4,5', '12,', '--1', '1e5', '']) expect(numberOf(text), text).toBeUndefined();
  });

  it('reads money in its units as cents, and says what it expects otherwise', () => {
    expect(value({ kind: 'money' }, '$1,234.56')).toEqual({ value: 123456 });
    expect(value({ kind: 'money' }, '0,10 €')).toEqual({ value: 10 });
    expect(value({ kind: 'money' }, 'lots')).toEqual({ message: 'Use an amount, such as 12.50', reason: 'IMPORT_NOT_AN_AMOUNT', params: { resource: 'r', field: 'f' } });
  });

  it("reads dates in the site's format or ISO, and times as the export writes them", () => {
    expect(isoDayOf('31/01/2026', 'DD/MM/YYYY')).toBe('2026-01-31');
    expect(isoDayOf('01/31/2026', 'MM/DD/YYYY')).toBe('2026-01-31');
    expect(isoDayOf('2026-1-5', 'MM/DD/YYYY')).toBe('2026-01-05');
    expect(isoDayOf('31/01/2026', 'YYYY-MM-DD')).toBeUndefined();
    expect(value({ kind: 'dateTime' }, '31/01/2026 09:05')).toEqual({ value: '2026-01-31T09:05:00Z' });
    expect(value({ kind: 'dateTime' }, '2026-01-31T09:05:00.000Z')).toEqual({ value: '2026-01-31T09:05:00.000Z' });
    // As a workbook's date-time cells read: the wall-clock time without a zone, or the day alone at midnight.
    expect(value({ kind: 'dateTime' }, '2026-01-31T09:05:30')).toEqual({ value: '2026-01-31T09:05:30Z' });
    expect(value({ kind: 'dateTime' }, '2026-01-31')).toEqual({ value: '2026-01-31T00:00:00Z' });
    expect(value({ kind: 'date' }, 'soon')).toEqual({ message: 'Use a date such as 31/01/2026', reason: 'IMPORT_NOT_A_DATE', params: { resource: 'r', field: 'f', example: '31/01/2026' } });
  });

  it('reads yes and no in the four languages, choices by their value in any case, lists split on semicolons', () => {
    for (const yes of ['yes', 'TRUE', 'Ja', 'oui', 'Sim', '1']) expect(value({ kind: 'boolean' }, yes)).toEqual({ value: true });
    for (const no of ['no', 'false', 'Nein', 'non', 'não', '0']) expect(value({ kind: 'boolean' }, no)).toEqual({ value: false });
    expect(value({ kind: 'boolean' }, 'maybe')).toEqual({ message: 'Use yes or no', reason: 'IMPORT_NOT_YES_OR_NO', params: { resource: 'r', field: 'f' } });
    expect(value({ kind: 'choice', values: ['open', 'closed'] }, 'Open')).toEqual({ value: 'open' });
    const audience = { everyone: ['Everyone', 'Alle', 'Tout le monde', 'Todos'], students: ['Students', 'Schüler', 'Élèves', 'Alunos'] };
    const choice = { kind: 'choice', values: ['everyone', 'students'] } as const;
    expect(['Alle', 'tout le monde', 'TODOS'].map((said) => cellValue(choice, said, 'DD/MM/YYYY', audience))).toEqual([{ value: 'everyone' }, { value: 'everyone' }, { value: 'everyone' }]);
    expect(cellValue(choice, 'eleves', 'DD/MM/YYYY', audience)).toEqual({ value: 'students' });
    expect(cellValue(choice, 'Teachers', 'DD/MM/YYYY', audience)).toEqual({ value: 'Teachers' });
    expect(value({ kind: 'texts' }, 'Maths; Physics ;')).toEqual({ value: ['Maths', 'Physics'] });
  });

  it('keeps formula cells as text, taking away the guard an export put before them', () => {
    expect(value({ kind: 'text', max: 100 }, '=HYPERLINK("http://x")')).toEqual({ value: '=HYPERLINK("http://x")' });
    expect(value({ kind: 'text', max: 100 }, "'=1+1")).toEqual({ value: '=1+1' });
    expect(value({ kind: 'text', max: 100 }, '')).toEqual({ value: '' });
    expect(value({ kind: 'integer' }, ' ')).toEqual({ value: null });
  });
});
