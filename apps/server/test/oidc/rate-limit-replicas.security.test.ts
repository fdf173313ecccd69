import type { Database } from '@vetbo/db/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FAILED_ATTEMPTS } from '../../src/oidc/interactions.ts';
import {
  Browser,
  insertUser,
  openTestDatabase,
  PASSWORD,
  pkcePair,
  signIn,
  startServer,
  startSignIn,
  type TestServer,
} from '../support/factories/oidc-world.ts';

const EMAIL = 'replicas@vetbo.test';
let database: Database;
let replicas: TestServer[];

beforeAll(async () => {
  database = await openTestDatabase();
  await insertUser(database, { email: EMAIL, firstName: 'Rémi', lastName: 'Plique' });
  // Two servers on one database, as two replicas behind a load balancer.
  replicas = [await startServer(database), await startServer(database)];
});

afterAll(async () => {
  for (const replica of replicas ?? []) await replica.app.close();
  await database?.close();
});

async function wrongPasswords(server: TestServer, count: number) {
  const browser = new Browser(server.baseUrl);
  const url = await startSignIn(browser, pkcePair().challenge);
  await browser.postForm(`${url}/email`, { email: EMAIL });
  const statuses: number[] = [];
  for (let attempt = 0; attempt < count; attempt++) {
    statuses.push((await browser.postForm(`${url}/password`, { password: `faux-${attempt}` })).status);
  }
  return statuses;
}

describe('sign-in limits with several replicas', () => {
  it('count the failures of every replica against one limit', async () => {
    const [a, b] = replicas as [TestServer, TestServer];
    const onA = await wrongPasswords(a, 6);
    const onB = await wrongPasswords(b, MAX_FAILED_ATTEMPTS - 6);
    expect([...onA, ...onB]).toEqual(Array(MAX_FAILED_ATTEMPTS).fill(401));
    // The 11th attempt is refused, whichever replica receives it, even with the right password.
    expect(await wrongPasswords(b, 1)).toEqual([429]);
    const elsewhere = new Browser(a.baseUrl);
    const url = await startSignIn(elsewhere, pkcePair().challenge);
    expect((await signIn(elsewhere, url, EMAIL, PASSWORD)).status).toBe(429);
  });

  it('refuses an e-mail address with a NUL or control character at the e-mail step (400, not 500)', async () => {
    const [a] = replicas as [TestServer];
    const browser = new Browser(a.baseUrl);
    const url = await startSignIn(browser, pkcePair().challenge);
    for (const email of ['a\u0000@vetbo.test', 'a@vetbo.test\u0007']) {
      expect((await browser.postForm(`${url}/email`, { email })).status).toBe(400);
    }
  });
});
