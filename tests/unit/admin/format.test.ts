import { countryName } from '../../../src/format/countries';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDay, formatDayOfYear, formatMonth, parseDay } from '../../../src/format/date.js';
import { centsToDollars, currencySymbol, formatCompactMoney, formatCount, formatMoney, formatNumber, formatThousands } from '../../../contract/numberFormats.js';

/** Intl writes narrow and non-breaking spaces in some languages; compared as plain spaces. */
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('formatDate', () => {
  it('shows DD/MM/YYYY by default', () => {
    expect(formatDate(new Date(2026, 0, 5, 14, 7))).toBe('05/01/2026');
    expect(formatDate(new Date(2026, 11, 31).toISOString())).toBe('31/12/2026');
  });

  it('accepts other formats', () => {
    expect(formatDate(new Date(2026, 2, 9, 8, 4, 3), 'DD/MM/YYYY HH:mm')).toBe('09/03/2026 08:04');
    expect(formatDate(new Date(2026, 2, 9), 'YYYY-MM-DD')).toBe('2026-03-09');
  });

  it('gives an empty string for nothing or garbage', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('formatThousands', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1.0k'],
    [1234, '1.2k'],
    [1250, '1.3k'],
    [9999, '10.0k'],
    [45_678, '45.7k'],
    [999_949, '999.9k'],
    [999_950, '1000.0k'],
    [1_000_000, '1000.0k'],
    [2_345_678, '2345.7k'],
    [-1234, '-1.2k'],
    [-12, '-12'],
  ])('%d -> %s', (value, shown) => {
    expect(formatThousands(value)).toBe(shown);
  });

  it('gives an empty string for non-numbers', () => {
    expect(formatThousands(Number.NaN)).toBe('');
    expect(formatThousands(null)).toBe('');
  });
});

describe('centsToDollars', () => {
  it.each([
    [12345, '123.45'],
    [0, '0.00'],
    [5, '0.05'],
    [100, '1.00'],
    [-250, '-2.50'],
    [123_456_789, '1234567.89'],
  ])('%d -> %s', (cents, shown) => {
    expect(centsToDollars(cents)).toBe(shown);
  });

  it('gives an empty string for non-numbers', () => {
    expect(centsToDollars(undefined)).toBe('');
    expect(centsToDollars(Number.POSITIVE_INFINITY)).toBe('');
  });
});

describe('numbers in the admin\'s language', () => {
  it('writes compact counts in the language\'s own short form ("k" is English)', () => {
    expect(formatThousands(2_000, 'en')).toBe('2.0k');
    expect(formatThousands(2_000, 'de')).toBe('2.000');
    expect(plain(formatThousands(2_345_678, 'de'))).toBe('2,3 Mio.');
    expect(formatThousands(23_456, 'de')).toBe('23.456');
    expect(plain(formatThousands(2_000, 'fr'))).toBe('2 k');
    expect(plain(formatThousands(2_345_678, 'pt'))).toBe('2,3 mi');
  });

  it('groups whole counts as the language does', () => {
    expect(formatCount(115_784, 'en')).toBe('115,784');
    expect(formatCount(115_784, 'de')).toBe('115.784');
    expect(formatCount(115_784, 'pt')).toBe('115.784');
    expect(formatCount(115_784, 'fr').replace(/\s/g, ' ')).toBe('115 784');
  });

  it('writes any number with the language\'s marks, with a fixed scale when given', () => {
    expect(formatNumber(1234.5, 'en')).toBe('1,234.5');
    expect(formatNumber(1234.5, 'de')).toBe('1.234,5');
    expect(formatNumber(12.5, 'pt', 2)).toBe('12,50');
    expect(formatNumber(Number.NaN, 'en')).toBe('');
  });

  it('writes money with grouping, two decimals and the currency where the language puts it', () => {
    expect(formatMoney(11_578_425, 'en')).toBe('$115,784.25');
    expect(plain(formatMoney(11_578_425, 'de'))).toBe('115.784,25 $');
    expect(plain(formatMoney(11_578_425, 'fr'))).toBe('115 784,25 $US');
    expect(plain(formatMoney(11_578_425, 'pt'))).toBe('US$ 115.784,25');
    expect(plain(formatMoney(5_000, 'de', 'EUR'))).toBe('50,00 €');
    expect(formatMoney(null, 'en')).toBe('');
  });

  it('keeps each language and currency apart when the same formats are used again and again', () => {
    for (let round = 0; round < 2; round++) {
      expect(formatMoney(5_000, 'en')).toBe('$50.00');
      expect(plain(formatMoney(5_000, 'de'))).toBe('50,00 $');
      expect(plain(formatMoney(5_000, 'de', 'EUR'))).toBe('50,00 €');
      expect(formatMoney(5_000, 'en', 'NOT-A-CODE')).toBe('50.00 NOT-A-CODE');
      expect(formatNumber(1234.5, 'en', 2)).toBe('1,234.50');
      expect(formatNumber(1234.5, 'en')).toBe('1,234.5');
    }
  });

  it('writes large money compact, in the language\'s order', () => {
    expect(formatCompactMoney(11_578_425, 'en')).toBe('$115.8k');
    expect(plain(formatCompactMoney(11_578_425, 'de'))).toBe('115.784 $');
    expect(plain(formatCompactMoney(4_500_000, 'de'))).toBe('45.000 $');
    expect(plain(formatCompactMoney(11_578_425, 'fr'))).toBe('115,8 k $US');
    expect(plain(formatCompactMoney(11_578_425, 'pt'))).toBe('US$ 115,8 mil');
    expect(plain(formatCompactMoney(-11_578_425, 'en'))).toBe('-$115.8k');
  });
});

describe('country names', () => {
  it('names a country in the admin\'s language, and keeps a code Intl does not know', () => {
    expect(countryName('AO', 'en')).toBe('Angola');
    expect(countryName('DE', 'de')).toBe('Deutschland');
    expect(countryName('BR', 'pt')).toBe('Brasil');
    expect(countryName('CI', 'fr')).toBe('Côte d’Ivoire');
    expect(countryName('1x', 'en')).toBe('1x');
    expect(countryName(null, 'en')).toBe('');
  });
});

describe('days, months and days of the year in a chosen date format', () => {
  it('writes a month without its day and a day without its year, with the format\'s own separator and order', () => {
    expect(formatMonth('2025-03', 'DD/MM/YYYY')).toBe('03/2025');
    expect(formatMonth('2025-03', 'YYYY-MM-DD')).toBe('2025-03');
    expect(formatDayOfYear('2025-03-10', 'DD/MM/YYYY')).toBe('10/03');
    expect(formatDayOfYear('2025-03-10', 'MM/DD/YYYY')).toBe('03/10');
    expect(formatDayOfYear('2025-03-10', 'YYYY-MM-DD')).toBe('03-10');
  });

  it('writes a calendar day for a date input, and reads back only a real day typed that way', () => {
    expect(formatDay('2025-01-02', 'MM/DD/YYYY')).toBe('01/02/2025');
    expect(formatDay('not a day', 'MM/DD/YYYY')).toBe('');
    expect(parseDay('2/1/2025', 'DD/MM/YYYY')).toBe('2025-01-02');
    expect(parseDay(' 01/02/2025 ', 'MM/DD/YYYY')).toBe('2025-01-02');
    expect(parseDay('2025-01-02', 'YYYY-MM-DD')).toBe('2025-01-02');
    expect(parseDay('31/12/2025', 'MM/DD/YYYY')).toBeUndefined();
    expect(parseDay('30/02/2025', 'DD/MM/YYYY')).toBeUndefined();
    expect(parseDay('2025-01-02', 'DD/MM/YYYY')).toBeUndefined();
    expect(parseDay('1/2/25', 'DD/MM/YYYY')).toBeUndefined();
  });
});

describe('money in the site currency', () => {
  it("writes an amount in each language's own notation for the currency", () => {
    expect(formatMoney(4550, 'en', 'EUR')).toBe('€45.50');
    expect(plain(formatMoney(4550, 'de', 'EUR'))).toBe('45,50 €');
    expect(plain(formatMoney(4550, 'fr', 'GBP'))).toBe('45,50 £GB');
    expect(plain(formatMoney(4550, 'pt', 'EUR'))).toBe('€ 45,50');
    expect(plain(formatCompactMoney(2_345_600, 'en', 'GBP'))).toBe('£23.5k');
  });

  it("gives the currency's sign as each language writes it, for labels", () => {
    expect(currencySymbol('USD', 'en')).toBe('$');
    expect(currencySymbol('USD', 'fr')).toBe('$US');
    expect(currencySymbol('USD', 'pt')).toBe('US$');
    expect(currencySymbol('EUR', 'de')).toBe('€');
    expect(currencySymbol('XYZ1', 'en')).toBe('XYZ1');
  });
});
