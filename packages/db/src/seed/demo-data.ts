import { sql } from 'drizzle-orm';
import type { Db } from '../database.ts';
import { hashPassword } from '../password.ts';
import { DEMO_PASSWORD } from './demo-accounts.ts';
import { insertEstablishments } from './insert-establishments.ts';
import { insertOrganisations } from './insert-organisations.ts';
import { insertUsers, insertWorkgroups } from './insert-people.ts';
import { type InsertedServices, insertServices } from './insert-services.ts';
import { planDemoData } from './plan-demo-data.ts';

export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.ts';

export interface SeedCounts extends InsertedServices {
  creditors: number;
  legalStructures: number;
  billingAccounts: number;
  requiredMandates: number;
  establishments: number;
  workgroups: number;
  establishmentMembers: number;
  users: number;
  establishmentUsers: number;
  groupUsers: number;
  manufacturerUsers: number;
}

export type SeedSummary = { skipped: true } | ({ skipped: false } & SeedCounts);

// Serialises seeding when several servers start on the same empty database.
const SEED_LOCK_ID = 7_311_402_027;

async function hasUsers(db: Pick<Db, 'execute'>): Promise<boolean> {
  const result = await db.execute<{ found: boolean }>(sql`SELECT EXISTS (SELECT 1 FROM users) AS found`);
  return result.rows[0]?.found === true;
}

/**
 * Fills an empty database with the demo data set (the same on every run, generated from a fixed seed and
 * a fixed reference date), in one transaction. Does nothing when the users table already has rows.
 */
export async function seedDemoData(db: Db): Promise<SeedSummary> {
  if (await hasUsers(db)) return { skipped: true };
  const plan = planDemoData();
  // One hash for the five demo accounts: scrypt is slow on purpose.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx): Promise<SeedSummary> => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    if (await hasUsers(tx)) return { skipped: true };
    const organisations = await insertOrganisations(tx, plan.creditors, plan.legalStructures);
    const establishmentIds = await insertEstablishments(tx, plan.establishments, organisations);
    const groups = await insertWorkgroups(tx, plan.workgroups, establishmentIds, organisations);
    const people = await insertUsers(tx, plan.users, passwordHash, establishmentIds, groups.ids);
    const services = await insertServices(tx, organisations.creditorIds, establishmentIds);
    return {
      skipped: false,
      ...organisations.counts,
      ...services,
      establishments: establishmentIds.length,
      workgroups: groups.ids.length,
      establishmentMembers: groups.members,
      ...people,
    };
  });
}
