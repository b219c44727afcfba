import { setTimeout } from 'node:timers/promises';
import type { z } from 'zod';
import type { ExportBody } from '../../contract/export.js';
import type { AuthenticatedUser } from '../auth/guards.js';
import type { DB } from '../db/index.js';
import { badRequest, badRequestOn, issueRefusal, refusal, schemaRefusal } from '../errors.js';
import { readSiteSettings } from '../services/siteSettings.js';
import { cellText, currencyCode, dateFormatOf, dateWriter, isKnownTimeZone } from './cellText.js';
import { asSpreadsheetText, csvLine, UTF8_BOM } from './csv.js';
import type { ExportSource } from './exportSource.js';
import { keysetBatches } from './keysetBatches.js';
import { rowCount } from './rowCount.js';

function invalidQuery(error: z.ZodError): never {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) errors[['query', ...issue.path].join('.')] ??= issue.message;
  const [field, message] = Object.entries(errors)[0]!;
  throw badRequest(`${field}: ${message}`, issueRefusal(error.issues[0]) ?? schemaRefusal(field, message), { errors });
}

/**
 * A CSV export of a whole list, checked before anything is written: the list query as the list
 * validates it, columns among the list's item fields, the list's role rules (its source applies
 * them), a known time zone. Answers the number of rows and the CSV text, produced a batch at a time
 * as it is read (the caller streams it).
 */
export async function csvExport(
  db: DB,
  actor: AuthenticatedUser,
  sources: Readonly<Record<string, ExportSource>>,
  body: ExportBody,
): Promise<{ total: number; csv: AsyncGenerator<string> }> {
  const list = sources[body.list]!;
  const parsed = list.query.safeParse(body.query);
  if (!parsed.success) invalidQuery(parsed.error);
  const fields = Object.keys(list.item.shape);
  body.columns.forEach((column, index) => {
    const named: Array<[string, string]> = [[`columns.${index}.field`, column.field], ...(column.currency ? [[`columns.${index}.currency.field`, column.currency.field] as [string, string]] : [])];
    for (const [path, field] of named) {
      if (fields.includes(field)) continue;
      const message = `${body.list} has no field "${field}". Use one of: ${fields.join(', ')}`;
      throw badRequestOn(path, message, refusal('EXPORT_FIELD_UNKNOWN', { field, fields }));
    }
  });
  if (body.timeZone && !isKnownTimeZone(body.timeZone)) {
    throw badRequestOn('timeZone', 'Use an IANA time zone such as Europe/Lisbon', refusal('TIME_ZONE_INVALID'));
  }
  const query = parsed.data;
  const source = list.source(db, actor, query);
  const [total, settings] = await Promise.all([rowCount(source, query, db), readSiteSettings(db)]);
  const writeDate = dateWriter(dateFormatOf(settings.dateFormat), body.timeZone ?? 'UTC');
  const { columns } = body;

  async function* csv() {
    yield UTF8_BOM + csvLine(columns.map((column) => asSpreadsheetText(column.header)));
    for await (const items of keysetBatches(source, query)) {
      const started = performance.now();
      const cell = (item: Record<string, unknown>, column: (typeof columns)[number]) =>
        cellText(column, item[column.field], writeDate, column.currency && (currencyCode(item[column.currency.field]) ?? settings.currency));
      const text = items.map((item) => csvLine(columns.map((column) => cell(item, column)))).join('');
      const took = performance.now() - started;
      yield text;
      // Rests as long as the batch's text took, so that exports hold at most half of the event loop.
      await setTimeout(Math.max(1, took));
    }
  }
  return { total, csv: csv() };
}
