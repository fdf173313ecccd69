import { index, jsonb, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Storage of the built-in OpenID provider's models (sessions, codes, grants...), one row per model. */
export const oidcModels = pgTable(
  'oidc_models',
  {
    model: varchar({ length: 40 }).notNull(),
    id: varchar({ length: 200 }).notNull(),
    payload: jsonb().notNull(),
    grantId: varchar({ length: 200 }),
    userCode: varchar({ length: 200 }),
    uid: varchar({ length: 200 }),
    expiresAt: timestamp({ withTimezone: true }),
    consumedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.model, t.id] }),
    index('oidc_models_grant_idx').on(t.grantId),
    index('oidc_models_uid_idx').on(t.uid),
    index('oidc_models_user_code_idx').on(t.userCode),
    index('oidc_models_expires_idx').on(t.expiresAt),
  ],
);
