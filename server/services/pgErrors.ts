/** PostgreSQL error fields as node-postgres and PGlite both report them. */
interface PgError {
  code?: string;
  constraint?: string;
}

const pgError = (error: unknown): PgError => (typeof error === 'object' && error !== null ? (error as PgError) : {});

/** A unique index refused the write (a concurrent duplicate slipped past the pre-check). */
export const isUniqueViolation = (error: unknown) => pgError(error).code === '23505';

/** A foreign key refused the write: a referenced row vanished, or a removed row is still used. */
export const isForeignKeyViolation = (error: unknown) => pgError(error).code === '23503';

export const violatedConstraint = (error: unknown) => pgError(error).constraint ?? '';
