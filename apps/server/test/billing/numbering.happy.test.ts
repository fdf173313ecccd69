import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { call } from '../support/api.ts';
import {
  accountant,
  creditor,
  database,
  invoiceBody,
  useBillingWorld,
} from '../support/factories/billing-world.ts';
import { signInForAccessToken } from '../support/oidc-client.ts';
import { type ProductProcess, startProductProcess } from '../support/product-process.ts';

useBillingWorld();

// A second server process on the same database: two processes issue in the same series at once.
let second: ProductProcess;
let secondToken: string;

beforeAll(async () => {
  second = await startProductProcess({ DATABASE_URL: inject('databaseUrl') });
  secondToken = await signInForAccessToken(second.url, 'accountant@vetbo.test', 'vetbo-demo');
}, 180_000);

afterAll(async () => {
  await second?.stop();
});

/** Runs the tasks `width` at a time. */
async function inParallel<T>(tasks: (() => Promise<T>)[], width: number): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < tasks.length) {
        const index = next++;
        results[index] = await (tasks[index] as () => Promise<T>)();
      }
    }),
  );
  return results;
}

describe('[BILLING] numbers: continuous and unique with two server processes issuing at once', () => {
  it('200 invoices from two processes take 200 contiguous numbers, in the order of their issue', async () => {
    const tasks = Array.from(
      { length: 200 },
      (_, index) => () =>
        call('POST', '/v1/veterinary_establishment_invoices', {
          token: index % 2 ? secondToken : accountant,
          body: invoiceBody(),
          ...(index % 2 ? { baseUrl: second.url } : {}),
        }),
    );
    const answers = await inParallel(tasks, 24);
    expect(answers.map((answer) => answer.status)).toEqual(Array(200).fill(201));
    const { rows } = await database.query<{
      sequence: number;
      number: string;
      issued_date: Date;
      issue_date: string;
    }>(
      `select sequence, number, issued_date, to_char(issue_date, 'YYYY-MM-DD') as issue_date from billing_documents
        where creditor_id = $1 and series = 'INVOICE' order by sequence`,
      [creditor.id],
    );
    expect(rows.map((row) => row.sequence)).toEqual(Array.from({ length: 200 }, (_, index) => index + 1));
    expect(new Set(rows.map((row) => row.number)).size).toBe(200);
    // Chronological: a later number is never issued before an earlier one.
    for (let index = 1; index < rows.length; index++) {
      const [before, after] = [rows[index - 1], rows[index]] as [
        (typeof rows)[number],
        (typeof rows)[number],
      ];
      expect(after.issued_date.getTime()).toBeGreaterThanOrEqual(before.issued_date.getTime());
      expect(after.issue_date >= before.issue_date).toBe(true);
    }
    const check = await call('GET', '/v1/billing_chains/verification', { token: accountant });
    const chain = check.body.data.find(
      (c: { creditorId: number; series: string }) => c.creditorId === creditor.id && c.series === 'INVOICE',
    );
    expect(chain).toMatchObject({ valid: true, checked: 200 });
  }, 180_000);
});
