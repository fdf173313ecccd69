import { jsonb, pgTable, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';

/**
 * Secrets generated on first start when configuration gives none (the built-in provider's signing keys
 * and cookie keys), shared by every server replica through the database.
 */
export const appSecrets = pgTable('app_secrets', {
  name: varchar({ length: 100 }).primaryKey(),
  value: jsonb().notNull(),
  ...timestamps,
});
