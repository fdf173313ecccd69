import { integer, timestamp } from 'drizzle-orm/pg-core';

export const id = () => integer().primaryKey().generatedAlwaysAsIdentity();

/** Every entity carries created and updated dates (API catalogue §3). */
export const timestamps = {
  createdDate: timestamp({ withTimezone: true, precision: 0 }).notNull().defaultNow(),
  updatedDate: timestamp({ withTimezone: true, precision: 0 })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};
