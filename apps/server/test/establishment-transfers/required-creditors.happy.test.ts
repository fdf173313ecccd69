import { demoParameters } from '@vetbo/db/seed/plan-services';
import { parisDay } from '@vetbo/domain/paris-day';
import { drizzle } from 'drizzle-orm/node-postgres';
import { describe, expect, it } from 'vitest';
import { findRequiredCreditors } from '../../src/modules/establishment-transfers/required-creditors.ts';
import { insertCreditor } from '../support/factories/creditors-world.ts';
import { setting } from '../support/factories/establishment-transfers-world.ts';
import { ceAboParameters } from '../support/factories/establishments.ts';
import {
  attach,
  deliver,
  demoOption,
  demoService,
  insertDeliveredService,
  insertMandateModel,
  requiredCreditors,
  requireMandate,
  revoke,
  rolledBack,
  sign,
  subscribe,
  useRequiredCreditorsWorld,
} from '../support/factories/required-creditors-world.ts';

useRequiredCreditorsWorld();

// docs/decisions.md, "Required creditors of a transfer": what the new billing account must have signed
// before it is debited, one row per creditor the establishment is invoiced by.
describe('[TRANSFERS] required creditors', () => {
  it('shows a revoked mandate as MISSING, and the one requested again beside it as PENDING', async () => {
    const s = await setting();
    const creditor = await insertCreditor();
    const model = await insertMandateModel(creditor.id, 'Mandat SEPA CORE d’essai');
    await attach(s.establishmentId, model);
    const row = (mandateState: string) => ({
      creditorId: creditor.id,
      creditorName: expect.stringContaining('Créancier d’essai'),
      mandateId: model,
      mandateEntitled: 'Mandat SEPA CORE d’essai',
      mandateState,
    });
    expect(await requiredCreditors(s.establishmentId, s.accountB)).toEqual([row('MISSING')]);
    const signed = await requireMandate(s.accountB, model);
    await sign(signed);
    expect(await requiredCreditors(s.establishmentId, s.accountB)).toEqual([row('SIGNED')]);
    await revoke(signed);
    // Revoked, it no longer authorises a debit: it must be signed again.
    expect(await requiredCreditors(s.establishmentId, s.accountB)).toEqual([row('MISSING')]);
    await requireMandate(s.accountB, model);
    expect(await requiredCreditors(s.establishmentId, s.accountB)).toEqual([row('PENDING')]);
  });

  it('lists a creditor once, with its mandate model in the best state, then attached, then the first', async () => {
    const s = await setting();
    const creditor = await insertCreditor();
    const unattached = await insertMandateModel(creditor.id, 'Mandat A (non rattaché)');
    const first = await insertMandateModel(creditor.id, 'Mandat B');
    const second = await insertMandateModel(creditor.id, 'Mandat C');
    await attach(s.establishmentId, first);
    await attach(s.establishmentId, second);
    const chosen = async () => {
      const rows = await requiredCreditors(s.establishmentId, s.accountB);
      expect(rows.map((r: { creditorId: number }) => r.creditorId)).toEqual([creditor.id]);
      return { mandateId: rows[0].mandateId, mandateState: rows[0].mandateState };
    };
    // Nothing signed: the first model the establishment is attached to.
    expect(await chosen()).toEqual({ mandateId: first, mandateState: 'MISSING' });
    await requireMandate(s.accountB, second);
    expect(await chosen()).toEqual({ mandateId: second, mandateState: 'PENDING' });
    // A signed mandate of the creditor covers it, even of a model the establishment is not attached to.
    await sign(await requireMandate(s.accountB, unattached));
    expect(await chosen()).toEqual({ mandateId: unattached, mandateState: 'SIGNED' });
  });

  it('adds the creditors of running subscriptions and of deliveries still to invoice, sorted by name; one without a mandate model too', async () => {
    const s = await setting();
    const year = Number(parisDay().slice(0, 4));
    // Vetbo Distribution SAS: an ended subscription and deliveries that will not be invoiced.
    await subscribe(
      s.establishmentId,
      await demoOption('MVS-ABO-STANDARD'),
      demoParameters('MVS-ABO', 1),
      `${year - 3}-01-01`,
      `${year - 2}-12-31`,
    );
    const distribution = await demoService('MVS-ABO');
    await deliver(s.establishmentId, distribution, { billingStatus: 'BILLED' });
    await deliver(s.establishmentId, distribution, { shouldGenerateInvoice: false });
    expect(await requiredCreditors(s.establishmentId, s.accountB)).toEqual([]);
    // Vetbo Services SAS: a subscription running until next year.
    await subscribe(
      s.establishmentId,
      await demoOption('CE-ABO-ESSENTIEL'),
      ceAboParameters(),
      `${year - 1}-01-01`,
      `${year + 1}-12-31`,
    );
    const services = {
      creditorName: 'Vetbo Services SAS',
      mandateId: expect.any(Number),
      mandateEntitled: expect.stringContaining('Vetbo Services SAS'),
      mandateState: 'MISSING',
    };
    expect(await requiredCreditors(s.establishmentId, s.accountB)).toEqual([
      expect.objectContaining(services),
    ]);
    // Vetbo Distribution SAS again, through a delivery not billed yet.
    await deliver(s.establishmentId, distribution);
    const both = [
      expect.objectContaining({ creditorName: 'Vetbo Distribution SAS', mandateState: 'MISSING' }),
      expect.objectContaining(services),
    ];
    expect(await requiredCreditors(s.establishmentId, s.accountB)).toEqual(both);
    // A creditor without any mandate model, through a delivery still to invoice: the list read on the
    // transaction that inserted its service (rolled back: the other files' catalogue stays the demo's).
    const creditor = await insertCreditor();
    const rows = await rolledBack(async (client) => {
      await insertDeliveredService(client, creditor.id, s.establishmentId);
      return findRequiredCreditors(drizzle({ client }), s.establishmentId, s.accountB);
    });
    expect(rows).toEqual([
      {
        creditorId: creditor.id,
        creditorName: expect.stringContaining('Créancier d’essai'),
        mandateId: null,
        mandateEntitled: null,
        mandateState: 'MISSING',
      },
      ...both,
    ]);
  });
});
