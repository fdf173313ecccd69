import { apiDateTime } from './list.ts';

/** A row's values as the API writes them: each date a date-time `YYYY-MM-DDTHH:mm:ssZ`. */
export type ApiRow<Row> = {
  [K in keyof Row]: Row[K] extends Date
    ? string
    : Date extends Row[K]
      ? Exclude<Row[K], Date> | string
      : Row[K];
};

/**
 * A row whose columns carry the API's names (`bicSwift: varchar('bic')`), as the API answers it: the
 * same fields, its dates as API date-times (`apiDateTime`).
 */
export function apiRow<Row extends object>(row: Row): ApiRow<Row> {
  const answer: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row))
    answer[key] = value instanceof Date ? apiDateTime(value) : value;
  return answer as ApiRow<Row>;
}
