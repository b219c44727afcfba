import type { ColumnType, Generated } from 'kysely';
import type { ChoiceField, FieldDeclaration } from '../../contract/declaration.js';

/** A declared field's value as its column holds it (a date-time is read as a Date, a decimal's numeric as text). */
type StoredValue<F extends FieldDeclaration> = F extends ChoiceField<infer V>
  ? V
  : F extends { kind: 'dateTime' }
    ? Date
    : F extends { kind: 'integer' | 'money' | 'reference' }
      ? number
      : F extends { kind: 'decimal' }
        ? string
        : F extends { kind: 'boolean' }
          ? boolean
          : F extends { kind: 'references' }
            ? number[]
            : F extends { kind: 'texts' }
              ? string[]
              : F extends { kind: 'links' }
                ? Record<string, string>
                : string;

/** Read as `Read`; written as it, or for a date-time also as an ISO string (left out of an insert when it may be null). */
type Written<F extends FieldDeclaration, Read> = F extends { kind: 'dateTime' } ? ColumnType<Read, Read | string | (null extends Read ? undefined : never), Read | string> : Read;

/**
 * A declared field's column as Kysely types it: a required field always has a value; one with a
 * default is filled by the database when left out of an insert; any other may be null.
 */
export type ColumnOf<F extends FieldDeclaration> = F extends { required: true }
  ? Written<F, StoredValue<F>>
  : F extends { default: string | number | boolean }
    ? Generated<StoredValue<F>>
    : Written<F, StoredValue<F> | null>;

type Flat<T> = { [K in keyof T]: T[K] };

/**
 * The row of these declared fields (Kysely's camelCase) and the `Other` columns of the table, a
 * field's column under another name where `Renamed` gives one.
 */
export type RowOf<
  Fields extends Record<string, FieldDeclaration>,
  Names extends keyof Fields,
  Renamed extends Partial<Record<Names, string>> = Record<never, string>,
  Other extends object = Record<never, never>,
> = Flat<Other & { -readonly [K in Names as K extends keyof Renamed ? NonNullable<Renamed[K]> : K]: ColumnOf<Fields[K]> }>;
