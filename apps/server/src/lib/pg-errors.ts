interface PgError {
  code?: string;
  constraint?: string;
}

/** Drizzle wraps driver errors; the PostgreSQL error is the cause. */
export function pgErrorOf(error: unknown): PgError | null {
  const candidate = (error as { cause?: unknown })?.cause ?? error;
  return candidate && typeof candidate === 'object' && 'code' in candidate ? (candidate as PgError) : null;
}

export const isUniqueViolation = (error: unknown, constraint: string) => {
  const pg = pgErrorOf(error);
  return pg?.code === '23505' && pg.constraint === constraint;
};

export const isForeignKeyViolation = (error: unknown) => pgErrorOf(error)?.code === '23503';

const camelCase = (column: string) =>
  column.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

/**
 * The body field behind a foreign-key violation, read from PostgreSQL's detail
 * ("Key (veterinary_group_id)=(9) is not present in table ...") → `veterinaryGroupId`; null otherwise.
 */
export function foreignKeyViolationField(error: unknown): string | null {
  const pg = pgErrorOf(error) as (PgError & { detail?: string }) | null;
  if (pg?.code !== '23503') return null;
  const column = pg.detail?.match(/^Key \(([a-z_]+)\)=/)?.[1];
  return column ? camelCase(column) : null;
}
