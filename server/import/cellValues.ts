import type { FieldDeclaration } from '../../contract/declaration.js';
import { fromSpreadsheetText } from '../../contract/spreadsheetText.js';
import { refusal, type Refusal } from '../errors.js';
import type { DateFormat } from '../export/cellText.js';
import { comparable } from './columnMatch.js';

/** The resource and field of a cell, which its refusal names. */
export type CellOf = { resource: string; field: string };

/** Why a cell cannot be its field's value: in English, and as a reason of contract/errorReasons.ts for the cell's field. */
export type CellProblem = { message: string; why: (cell: CellOf) => Refusal };

/** A cell read for its field: the value the field's call takes (checked by that call's schema next), or why it cannot be one. */
export type CellValue = { value: unknown } | CellProblem;

/** A list's entries in one cell, as the export writes them: "Maths; Physics". */
export const entriesOf = (text: string): string[] =>
  text
    .split(';')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');

const YES = new Set(['true', 'yes', 'y', '1', 'ja', 'wahr', 'oui', 'vrai', 'sim', 'verdadeiro']);
const NO = new Set(['false', 'no', 'n', '0', 'nein', 'falsch', 'non', 'faux', 'nao', 'não', 'falso']);

/**
 * A number as a spreadsheet in any of the four languages writes it: "1234.5", "1,234.50", "1.234,50",
 * "1 234,5", with a currency sign or code around it for money. With both marks the last is the
 * decimal one; a mark written more than once groups thousands; a lone mark is the decimal one.
 * Undefined when it is not a number.
 */
export function numberOf(text: string): number | undefined {
  const bare = text.replace(/[\s\u00a0\u202f]|[A-Z]{3}|[$€£¥₹]/g, '');
  if (!/^[+-]?(\d|[.,]\d)[\d.,]*$/.test(bare) || /[.,]$/.test(bare)) return undefined;
  const marks = [...new Set(bare.match(/[.,]/g) ?? [])];
  const count = (mark: string) => bare.split(mark).length - 1;
  const decimalMark = marks.length === 2 ? (bare.lastIndexOf('.') > bare.lastIndexOf(',') ? '.' : ',') : marks.length === 1 && count(marks[0]!) === 1 ? marks[0] : undefined;
  const grouping = marks.find((mark) => mark !== decimalMark);
  if (decimalMark && count(decimalMark) > 1) return undefined;
  const plain = (grouping ? bare.replaceAll(grouping, '') : bare).replace(',', '.');
  const number = Number(plain);
  return Number.isFinite(number) ? number : undefined;
}

/** "31/01/2026" in the site's date format, or ISO "2026-01-31": YYYY-MM-DD (its calendar checked by the field's schema). */
export function isoDayOf(text: string, format: DateFormat): string | undefined {
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  const local = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  const pad = (part: string) => part.padStart(2, '0');
  if (iso) return `${iso[1]}-${pad(iso[2]!)}-${pad(iso[3]!)}`;
  if (!local || format === 'YYYY-MM-DD') return undefined;
  const [first, second, year] = [local[1]!, local[2]!, local[3]!];
  return format === 'DD/MM/YYYY' ? `${year}-${pad(second)}-${pad(first)}` : `${year}-${pad(first)}-${pad(second)}`;
}

/**
 * An ISO date-time (without a zone, as a workbook's date-time cell reads: in UTC), or a date in the site's
 * format with "HH:mm" (as the export writes them, in UTC); a day alone is its midnight, as a workbook's
 * date-time cell at 00:00 reads.
 */
function instantOf(text: string, format: DateFormat): string | undefined {
  const zoneless = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2}(?:\.\d+)?))?$/.exec(text);
  if (zoneless) return `${zoneless[1]}T${zoneless[2]}:${zoneless[3]}:${zoneless[4] ?? '00'}Z`;
  if (/^\d{4}-\d{2}-\d{2}T/.test(text)) return text;
  const day = isoDayOf(text, format);
  if (day) return `${day}T00:00:00Z`;
  const match = /^(\S+)\s+(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(text);
  const dayOfTime = match && isoDayOf(match[1]!, format);
  return dayOfTime ? `${dayOfTime}T${match[2]!.padStart(2, '0')}:${match[3]}:${match[4] ?? '00'}Z` : undefined;
}

/**
 * A cell's text as the value its field's create or update call takes: text as it was written (an
 * export's guard before a formula taken away: nothing is ever run), numbers and amounts (money in its
 * currency's units, stored in cents), yes/no in the four languages, dates in the site's format or ISO,
 * a choice by its value or its label in any of the four languages (`choiceLabels`), lists split on ";". A reference is a label here, looked up by the import. An empty cell is null.
 */
export function cellValue(field: FieldDeclaration, cell: string, dateFormat: DateFormat, choiceLabels: Readonly<Record<string, readonly string[]>> = {}): CellValue {
  const text = fromSpreadsheetText(cell).trim();
  if (text === '') return { value: ['text', 'longText', 'html'].includes(field.kind) ? '' : field.kind === 'texts' || field.kind === 'references' ? [] : null };
  switch (field.kind) {
    case 'text':
    case 'longText':
    case 'html':
      return { value: fromSpreadsheetText(cell) };
    case 'integer':
    case 'decimal': {
      const number = numberOf(text);
      return number === undefined ? { message: 'Use a number, such as 12 or 12.5', why: (cell) => refusal('IMPORT_NOT_A_NUMBER', cell) } : { value: number };
    }
    case 'money': {
      const amount = numberOf(text);
      return amount === undefined ? { message: 'Use an amount, such as 12.50', why: (cell) => refusal('IMPORT_NOT_AN_AMOUNT', cell) } : { value: Math.round(amount * 100) };
    }
    case 'boolean': {
      const said = text.toLowerCase();
      return YES.has(said) ? { value: true } : NO.has(said) ? { value: false } : { message: 'Use yes or no', why: (cell) => refusal('IMPORT_NOT_YES_OR_NO', cell) };
    }
    case 'date': {
      const day = isoDayOf(text, dateFormat);
      if (day) return { value: day };
      const example = dateFormat.replace('DD', '31').replace('MM', '01').replace('YYYY', '2026');
      return { message: `Use a date such as ${example}`, why: (cell) => refusal('IMPORT_NOT_A_DATE', { ...cell, example }) };
    }
    case 'dateTime': {
      const instant = instantOf(text, dateFormat);
      return instant ? { value: instant } : { message: 'Use a date and time such as 2026-01-31 14:30', why: (cell) => refusal('IMPORT_NOT_A_DATE_TIME', cell) };
    }
    case 'choice': {
      // By its value, or by its label in any of the four languages; anything else goes to the schema, which names the values.
      const said = comparable(text);
      const value = field.values.find((each) => comparable(each) === said || (choiceLabels[each] ?? []).some((label) => comparable(label) === said));
      return { value: value ?? text };
    }
    case 'reference':
      return { value: text };
    case 'references':
    case 'texts':
      return { value: entriesOf(text) };
    case 'links':
      return { message: 'Links are not imported', why: (cell) => refusal('IMPORT_LINKS_NOT_IMPORTED', cell) };
  }
}
