import { z } from 'zod';
import { idSchema, listQuery, sortDirection, wholeNumberText } from '../../contract/common.js';
import { defaultSortOf, listFilters, sortableFields, type FieldDeclaration, type ListFilter, type ResourceDeclaration } from '../../contract/declaration.js';
import { dateBound } from '../../contract/filters.js';
import { isoDay } from '../../contract/isoDates.js';
import { queryBoolean } from '../../contract/queryParams.js';
import { refusal } from '../errors.js';
import { declaredAuditResource } from '../services/auditResources.js';
import type { ListParams } from '../services/listPage.js';
import { validationText } from './englishTexts.js';
import { fieldInput } from './fieldSchemas.js';
import { spoken } from './naming.js';

/*
 * The list query of every declared resource, its generic list call and its own (server.ts) alike:
 * paging, search and sort as API.md says, and a parameter per declared filter (contract/declaration.ts,
 * `listFilters`), so that the list, its export and OpenAPI take the same parameters.
 */

const MAX_INTEGER = 2_147_483_647;

/** A list query as parsed: the paging, search and sort, and the filters' values by parameter name. */
export type DeclaredListQuery = ListParams & Record<string, unknown>;

/** A number in a query string: a whole number (an integer's, a money field's cents) or a decimal. */
function numberValue(field: FieldDeclaration): z.ZodType {
  if (field.kind === 'decimal') {
    return z
      .string()
      .regex(/^-?(?:0|[1-9][0-9]{0,14})(?:\.[0-9]+)?$/, 'Use a number such as 12.5')
      .transform(Number);
  }
  return wholeNumberText(field.kind === 'integer' && field.min !== undefined && field.min >= 1 ? 1 : 0, MAX_INTEGER);
}

/** The value of a field's equality filter as the query string carries it. */
export function filterInput(field: FieldDeclaration, declaration?: ResourceDeclaration, name = ''): z.ZodType {
  switch (field.kind) {
    case 'choice':
      return z.enum(field.values as [string, ...string[]], { message: `Choose one of ${field.values.join(', ')}` });
    case 'boolean':
      return queryBoolean;
    case 'integer':
    case 'decimal':
    case 'money':
      return numberValue(field);
    case 'text':
      // The field's own rule (its pattern, trimmed, in its case), as an optional field's, whose published
      // pattern is the whole rule; empty (none) is no value to look for. Spaces around the value are
      // trimmed, so its length is checked as a search's is (at most 200), not as the stored value's.
      return fieldInput(name, { ...field, required: false, default: undefined, max: Math.max(field.max, 200) }, {
        patternMessage: field.pattern && declaration ? validationText(declaration, field.pattern.message) : undefined,
      }).pipe(z.string({ message: `Give the ${spoken(name)} to look for` }));
    default:
      // A reference, or one record of a reference list.
      return idSchema;
  }
}

/** A range's end: a date field's day, a date-time field's day or instant (a day as its upper end takes in all of it, UTC), a number. */
function rangeEnd(field: FieldDeclaration, edge: 'from' | 'to'): z.ZodType {
  if (field.kind === 'date') return isoDay();
  if (field.kind === 'dateTime') return dateBound(edge);
  return numberValue(field);
}

function paramsOf(declaration: ResourceDeclaration, filter: ListFilter): Array<[string, z.ZodType]> {
  const field = declaration.fields[filter.field]!;
  if (filter.kind === 'equal') return [[filter.params[0], filterInput(field, declaration, filter.field).optional()]];
  const [from, to] = filter.params as readonly [string, string];
  return [
    [from, rangeEnd(field, 'from').optional()],
    [to, rangeEnd(field, 'to').optional()],
  ];
}

const comparable = (value: unknown): string | number | undefined => (value instanceof Date ? value.toISOString() : typeof value === 'string' || typeof value === 'number' ? value : undefined);

/** 400 on a range's upper end when its lower end comes after it: RANGE_REVERSED (days) or MIN_ABOVE_MAX (numbers), naming the field. */
function rangesInOrder(declaration: ResourceDeclaration) {
  const ranges = listFilters(declaration).filter((filter) => filter.kind !== 'equal');
  return (query: Record<string, unknown>, ctx: z.RefinementCtx) => {
    for (const { field, kind, params } of ranges) {
      const [from, to] = params as readonly [string, string];
      const [low, high] = [comparable(query[from]), comparable(query[to])];
      if (low === undefined || high === undefined || low <= high) continue;
      const why = { resource: declaredAuditResource(declaration), field };
      ctx.addIssue({
        code: 'custom',
        path: [to],
        message: kind === 'days' ? `${from} is after ${to}: the range's first day must not come after its last` : `${from} is above ${to}: the least value must not be more than the most`,
        params: { refusal: kind === 'days' ? refusal('RANGE_REVERSED', why) : refusal('MIN_ABOVE_MAX', why) },
      });
    }
  };
}

/**
 * For the spec's own list calls (transactions, reports, accounts, tutors): `dir` left out means
 * ascending, as those calls always took it, whatever order the admin opens the list in (it sends `dir`).
 */
export const ascendingByDefault = { dir: sortDirection.default('asc') };

/**
 * The list query of a declared resource: page, limit, search, ids, its sortable fields (sort, and
 * dir in the order the list opens in), its filters' parameters and, for an own list call, the
 * parameters truly its own (`own`: the accounts list's `userType` selector, `ascendingByDefault`). A range whose ends
 * are reversed is refused.
 */
export function listQueryOf<F extends Record<string, FieldDeclaration>>(declared: ResourceDeclaration<F>, own: Record<string, z.ZodType> = {}) {
  const declaration = declared as unknown as ResourceDeclaration;
  const { field, order } = defaultSortOf(declaration);
  const sortable = sortableFields(declaration) as [string, ...string[]];
  const filters = Object.fromEntries(listFilters(declaration).flatMap((filter) => paramsOf(declaration, filter)));
  return listQuery(sortable, field)
    .extend({ dir: sortDirection.default(order === 'DESC' ? 'desc' : 'asc'), ...filters, ...own })
    .superRefine(rangesInOrder(declaration)) as unknown as z.ZodType<DeclaredListQuery>;
}

/** One filter's condition on a list's rows: a field's column `=`, `>=` or `<=` a value, or a reference list that `holds` it. */
export interface FilterCondition {
  field: string;
  op: '=' | '>=' | '<=' | 'holds';
  value: unknown;
}

/** The conditions a parsed list query sets, by field: each list's SQL says which column a field is. */
export function filterConditions<F extends Record<string, FieldDeclaration>>(declared: ResourceDeclaration<F>, query: Record<string, unknown>): FilterCondition[] {
  const declaration = declared as unknown as ResourceDeclaration;
  return listFilters(declaration).flatMap(({ field, kind, params }): FilterCondition[] => {
    if (kind === 'equal') {
      const value = query[params[0]];
      if (value === undefined) return [];
      return [{ field, op: declaration.fields[field]!.kind === 'references' ? 'holds' : '=', value }];
    }
    const [from, to] = params as readonly [string, string];
    return [
      ...(query[from] === undefined ? [] : [{ field, op: '>=', value: query[from] } as const]),
      ...(query[to] === undefined ? [] : [{ field, op: '<=', value: query[to] } as const]),
    ];
  });
}
