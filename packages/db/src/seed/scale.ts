import { parseArgs } from 'node:util';
import { migrateDatabase, openDatabase } from '../database.ts';
import { seedDemoData } from './demo-data.ts';
import { addScaleEstablishments } from './scale-establishments.ts';
import { addScaleUsers } from './scale-users.ts';

// npm run seed:scale -- --establishments 100000 [--users 300000]   (DATABASE_URL names the database to fill)
async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      establishments: { type: 'string', default: '100000' },
      users: { type: 'string', default: '0' },
    },
  });
  const target = Number(values.establishments);
  if (!Number.isSafeInteger(target) || target < 1) {
    console.error(`--establishments must be a positive integer, got "${values.establishments}".`);
    return 2;
  }
  const usersTarget = Number(values.users);
  if (!Number.isSafeInteger(usersTarget) || usersTarget < 0) {
    console.error(`--users must be a whole number, got "${values.users}".`);
    return 2;
  }
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error(
      'DATABASE_URL is required: the scale data set goes to a PostgreSQL server, e.g.\n' +
        '  DATABASE_URL=postgresql://postgres@127.0.0.1:5432/vetbo npm run seed:scale -- --establishments 100000',
    );
    return 1;
  }
  const database = await openDatabase({ url, poolSize: 2 });
  try {
    const started = performance.now();
    await migrateDatabase(database.pool);
    const demo = await seedDemoData(database.db);
    console.log(demo.skipped ? 'Demo data already present.' : 'Demo data seeded.');
    const result = await addScaleEstablishments(database.pool, target, (message) => console.log(message));
    const people = await addScaleUsers(database.pool, usersTarget, (message) => console.log(message));
    if (people.added > 0) console.log(`Added ${people.added} users.`);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      result.added === 0
        ? `The database already holds ${result.before} establishments (≥ ${target}): nothing to add.`
        : `Added ${result.added} establishments (${result.total} in all); ${seconds} s with migrations and demo data.`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
