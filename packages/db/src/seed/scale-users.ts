import { fakerFR as faker } from '@faker-js/faker';
import type pg from 'pg';
import { slugify } from './identifiers.ts';
import { seeded } from './seeded.ts';

const BATCH_SIZE = 10_000;
const DOMAINS = ['clinique-veto.fr', 'veto-conseil.fr', 'exemple-veto.fr', 'cabinet-vet.fr', 'groupe-vet.fr'];

/** One batch of generated people; the running number keeps every e-mail address unique. */
function userColumns(start: number, size: number) {
  return seeded(start, () => {
    const columns = { email: [] as string[], firstName: [] as string[], lastName: [] as string[] };
    for (let n = start; n < start + size; n += 1) {
      const firstName = faker.person.firstName();
      const lastName = faker.person.lastName();
      columns.firstName.push(firstName);
      columns.lastName.push(lastName);
      columns.email.push(`${slugify(firstName)}.${slugify(lastName)}.${n}@${DOMAINS[n % DOMAINS.length]}`);
    }
    return columns;
  });
}

/**
 * Adds users (no staff role, no password: people of the network) until the table holds `target` of them,
 * in batches of 10 000, each its own statement, so an interrupted run resumes where it stopped.
 */
export async function addScaleUsers(
  pool: pg.Pool,
  target: number,
  log: (message: string) => void = () => {},
): Promise<{ before: number; added: number }> {
  const count = await pool.query<{ count: number }>('SELECT count(*)::int AS count FROM users');
  const before = count.rows[0]?.count ?? 0;
  for (let total = before; total < target; ) {
    const size = Math.min(BATCH_SIZE, target - total);
    const c = userColumns(total, size);
    await pool.query(
      `INSERT INTO users (email, first_name, last_name)
       SELECT email, first_name, last_name FROM unnest($1::text[], $2::text[], $3::text[])
         AS t(email, first_name, last_name)
       ON CONFLICT DO NOTHING`,
      [c.email, c.firstName, c.lastName],
    );
    total += size;
    log(`${total} / ${target} users`);
  }
  if (before < target) await pool.query('VACUUM ANALYZE users');
  return { before, added: Math.max(0, target - before) };
}
