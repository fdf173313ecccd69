import type { Db } from '@vetbo/db/database';
import { sql } from 'drizzle-orm';

const EXTRAS_LOCK_ID = 7_311_402_029;
/** The first establishments (by id: the demo data set's) get closures and central accounts. */
const ESTABLISHMENTS_WITH_EXTRAS = 120;

/**
 * Demo exceptional closures and purchasing-central accounts (the weekly opening hours come with the demo
 * data set itself). Two set-based inserts under a lock, only while both tables are empty: runs once, in a
 * few milliseconds, also on a database seeded before these tables existed. The closures are dated from
 * today so that the screens always show upcoming ones: year-end closing this December, summer holidays
 * next August.
 */
export async function seedEstablishmentExtras(database: Db): Promise<void> {
  await database.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${EXTRAS_LOCK_ID})`);
    const existing = await tx.execute<{ found: boolean }>(sql`
      select exists (select 1 from veterinary_establishment_closures)
          or exists (select 1 from veterinary_establishment_central_accounts) as found`);
    if (existing.rows[0]?.found) return;
    await tx.execute(sql`
      with demo as (select id from veterinary_establishments order by id limit ${ESTABLISHMENTS_WITH_EXTRAS}),
           year as (select extract(year from current_date)::int as y)
      insert into veterinary_establishment_closures (veterinary_establishment_id, from_date, to_date, label)
      select id, make_date(y + 1, 8, 3) + (id % 3) * 7, make_date(y + 1, 8, 16) + (id % 3) * 7, 'Congés d''été'
        from demo, year where id % 4 <> 0
      union all
      select id, make_date(y, 12, 24), make_date(y + 1, 1, 1), 'Fermeture de fin d''année'
        from demo, year where id % 2 = 0
      union all
      select id, make_date(y + 1, 5, 14), make_date(y + 1, 5, 15), 'Pont de l''Ascension'
        from demo, year where id % 5 = 0`);
    await tx.execute(sql`
      with demo as (select id from veterinary_establishments order by id limit ${ESTABLISHMENTS_WITH_EXTRAS}),
           accounts as (
             select id, (array['ALCYON', 'CENTRAVET', 'COVETO'])[id % 3 + 1]::purchasing_central as central from demo
             union all
             select id, (array['ALCYON', 'CENTRAVET', 'COVETO'])[(id + 1) % 3 + 1]::purchasing_central from demo
              where id % 4 = 0)
      insert into veterinary_establishment_central_accounts
        (veterinary_establishment_id, central, client_code, central_purchasing_code, central_purchasing_id,
         start_date, status)
      select id, central,
             left(central::text, 2) || '-' || lpad(((id * 7919) % 1000000)::text, 6, '0'),
             case when id % 2 = 0 then 'ACH' || (100 + id % 40) end,
             case when id % 3 = 0 then lpad(((id * 104729) % 100000)::text, 5, '0') end,
             date '2018-01-01' + (id * 37) % 2500,
             case when id % 17 = 0 then 'DISABLED'::enabled_status else 'ENABLED'::enabled_status end
        from accounts`);
  });
}
