// The money field of forms and the API; the amount type and its checks are zod-free (safe-cents.ts).
import { z } from 'zod';
import { MAX_STORED_CENTS } from './safe-cents.ts';

export { type Cents, MAX_STORED_CENTS, safeCents } from './safe-cents.ts';

/** A stored amount a form or the API sends: whole, non-negative cents that fit an `integer` column. */
export const centsField = z
  .number({ error: (issue) => (issue.input === undefined ? 'required' : 'invalidInteger') })
  .int('invalidInteger')
  .min(0, 'tooSmall')
  .max(MAX_STORED_CENTS, 'tooBig');
