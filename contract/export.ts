import { z } from 'zod';

/** A list a CSV export can be made of, named by its list call's path (API.md): a declared resource's list call. */
export type ExportableList = string;

/** One CSV column: a field of the list's items, its heading, and labels for its raw values. */
export const exportColumn = z
  .object({
    field: z.string().min(1).max(64),
    header: z.string().max(200),
    /** Shown instead of a raw value (an enum, true/false), as the list shows it. */
    values: z.record(z.string().max(64), z.string().max(200)).optional(),
    /**
     * The field holds cents in the currency the item's `field` names (an ISO 4217 code; the site's
     * currency when it names none): written as that amount in the reader's `locale` ("£123.45").
     */
    currency: z
      .object({ field: z.string().min(1).max(64), locale: z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/, 'Use a language code such as en or pt-BR') })
      .strict()
      .optional(),
  })
  .strict();
export type ExportColumn = z.infer<typeof exportColumn>;

/** The export's body, given every list that can be exported (the hand-written ones and the declared resources'). */
export const exportBodyFor = (lists: readonly [string, ...string[]]) =>
  z
  .object({
    list: z.enum(lists, { message: `Use one of: ${lists.join(', ')}` }),
    /** The list's query parameters as in its query string (search, sort, dir, filters); page and limit are ignored. */
    query: z.record(z.string().max(64), z.string().max(500)).default({}),
    columns: z.array(exportColumn).min(1).max(60),
    /** IANA time zone the dates are written in (the admin's own); UTC by default. */
    timeZone: z.string().max(64).optional(),
  })
  .strict();
export type ExportBody = z.infer<ReturnType<typeof exportBodyFor>>;

/** The response header with the number of rows the export will write (for the admin's progress). */
export const exportTotalHeader = 'x-total-count';
