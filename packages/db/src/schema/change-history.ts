import { CHANGE_KINDS } from '@vetbo/domain/change-history';
import { bigint, index, integer, jsonb, pgEnum, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const changeKindEnum = pgEnum('change_kind', CHANGE_KINDS);

/**
 * Every write through the API: who, when, which record, and each changed field before and after.
 * Appended in the write's own transaction, so a change and its history commit or fail together.
 */
export const changeHistory = pgTable(
  'change_history',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    occurredAt: timestamp({ withTimezone: true, precision: 0 }).notNull().defaultNow(),
    /** Null for changes made by the system (seed, jobs) or by a user since deleted. */
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    resource: varchar({ length: 60 }).notNull(),
    resourceId: integer().notNull(),
    kind: changeKindEnum().notNull(),
    /** `{ field: { before, after } }`, values as the API writes them. */
    changes: jsonb().$type<Record<string, { before: unknown; after: unknown }>>().notNull(),
  },
  (t) => [
    index('change_history_resource_idx').on(t.resource, t.resourceId, t.id),
    index('change_history_user_idx').on(t.userId, t.id),
    index('change_history_occurred_at_idx').on(t.occurredAt),
  ],
);
