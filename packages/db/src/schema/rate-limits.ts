import { bigint, index, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Sign-in attempts counted against a limit (failed passwords, e-mail look-ups), one row per attempt, so
 * that every server replica counts the same attempts (a sliding window over `occurred_at`). Rows older
 * than the window are swept by the servers; nothing here outlives a quarter of an hour for long.
 */
export const rateLimitEvents = pgTable(
  'rate_limit_events',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** `<scope>:<value>`, e.g. `password-email:alice@vetbo.test` or `password-ip:10.0.0.1`. */
    key: varchar({ length: 300 }).notNull(),
    occurredAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('rate_limit_events_key_occurred_at_idx').on(t.key, t.occurredAt),
    index('rate_limit_events_occurred_at_idx').on(t.occurredAt),
  ],
);
