import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountant,
  admin,
  api,
  client,
  creditor,
  database,
  invoiceBody,
  useBillingWorld,
} from '../support/factories/billing-world.ts';
import { createEstablishment } from '../support/factories/establishments.ts';

useBillingWorld();

// A failure after the number is taken (here: the database refuses the issued row of one establishment,
// as a crash or a broken constraint would) gives the number back: the next invoice takes it.
let failing: number;
const trigger = `billing_test_fail_${process.pid}`;

beforeAll(async () => {
  const establishment = await createEstablishment(admin, {
    legalStructureId: client.legalStructureId,
    name: 'Échec à l’émission',
  });
  failing = establishment.id;
  await database.query(`create function ${trigger}() returns trigger language plpgsql as $$
    begin raise exception 'issue failed half-way (test)'; end $$`);
  await database.query(
    `create trigger ${trigger} before update on billing_documents for each row
       when (new.veterinary_establishment_id = ${failing} and new.status = 'ISSUED') execute function ${trigger}()`,
  );
});

afterAll(async () => {
  await database.query(`drop trigger if exists ${trigger} on billing_documents`);
  await database.query(`drop function if exists ${trigger}()`);
});

describe('[BILLING] an issue that fails half-way burns no number', () => {
  it('numbers stay continuous around failed issues, and the failed ones leave no draft behind', async () => {
    const sequences: number[] = [];
    for (let round = 0; round < 5; round++) {
      const ok = await api('POST', '/v1/veterinary_establishment_invoices', accountant, invoiceBody());
      expect(ok.status, JSON.stringify(ok.body)).toBe(201);
      sequences.push(ok.body.data.incrementalNumber);
      const failed = await api(
        'POST',
        '/v1/veterinary_establishment_invoices',
        accountant,
        invoiceBody({ veterinaryEstablishmentId: failing }),
      );
      expect(failed.status).toBe(500);
    }
    expect(sequences).toEqual([1, 2, 3, 4, 5]);
    const left = await database.query(
      'select count(*)::int as n from billing_documents where veterinary_establishment_id = $1',
      [failing],
    );
    expect(left.rows[0].n).toBe(0);
    const series = await database.query(
      "select last_sequence from billing_series where creditor_id = $1 and series = 'INVOICE'",
      [creditor.id],
    );
    expect(series.rows[0].last_sequence).toBe(5);
  });
});
