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
