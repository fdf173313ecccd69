// Refusals of e-invoicing: an invoice to a French business without SIREN is not issued (by hand, and in a
// billing run, where the others go on); sending again is refused while the rule does not allow it; a file
// not deposited yet, unknown ids and bad filters are refused with their codes.
import { describe, expect, it } from 'vitest';
import {
  accountant,
  admin,
  api,
  client,
  createStructure,
  database,
  invoiceBody,
  issueInvoice,
  useBillingWorld,
} from '../support/factories/billing-world.ts';
import { createEstablishment } from '../support/factories/establishments.ts';

useBillingWorld();

describe('[E-INVOICING] refusals', () => {
  it('an invoice to a business domiciled in France without SIREN is refused, nothing issued', async () => {
    const structureId = await createStructure(`SELARL Sans SIREN ${Date.now()}`);
    const establishment = await createEstablishment(admin, { legalStructureId: structureId });
    // A structure from before the SIRET became required (the API refuses to empty it now).
    await database.query('update legal_structures set legal_code = null where id = $1', [structureId]);
    const refused = await api(
      'POST',
      '/v1/veterinary_establishment_invoices',
      accountant,
      invoiceBody({ veterinaryEstablishmentId: establishment.id }),
    );
    expect(refused.status, JSON.stringify(refused.body)).toBe(422);
    expect(refused.body.code).toBe('BUYER_WITHOUT_SIREN');
    expect(refused.body.detail).toContain('SIREN');
    const { rows } = await database.query(
      `select 1 from billing_documents where veterinary_establishment_id = $1 and status = 'ISSUED'`,
      [establishment.id],
    );
    expect(rows).toEqual([]);

    // An invalid number is no SIREN either.
    await database.query(`update legal_structures set legal_code = '123456789' where id = $1`, [structureId]);
    const invalid = await api(
      'POST',
      '/v1/veterinary_establishment_invoices',
      accountant,
      invoiceBody({ veterinaryEstablishmentId: establishment.id }),
    );
    expect(invalid.body.code).toBe('BUYER_WITHOUT_SIREN');
  });

  it('in a billing run, the establishment without SIREN is noted and skipped; the others are issued and queued', async () => {
    const structureId = await createStructure(`SELARL Sans SIREN run ${Date.now()}`);
    const establishment = await createEstablishment(admin, { legalStructureId: structureId });
    await database.query('update legal_structures set legal_code = null where id = $1', [structureId]);
    const serviceId = (await api('GET', '/v1/veterinary_services?code[]=CE-ABO', admin)).body.data[0].id;
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
    const deliver = async (veterinaryEstablishmentId: number) => {
      const answer = await api('POST', '/v1/veterinary_establishment_service_deliveries', admin, {
        veterinaryEstablishmentId,
        veterinaryServiceId: serviceId,
        code: `LIV-EI-${veterinaryEstablishmentId}-${Date.now().toString(36).toUpperCase()}`,
        entitled: 'Installation sur site',
        type: 'SETUP',
        quantity: 1,
        unitPriceWithoutVat: 10_000,
        accountingCode: '706590',
        completionDate: today,
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      return answer.body.data.id as number;
    };
    const billed = await deliver(client.establishmentId);
    const skipped = await deliver(establishment.id);
    const run = await api('POST', '/v1/service_delivery_invoices', accountant, {
      veterinaryEstablishmentServiceDeliveryIds: [billed, skipped],
      invoiceDate: today,
    });
    expect(run.status, JSON.stringify(run.body)).toBe(201);
    expect(run.body.data).toMatchObject({ status: 'DONE', documentsIssued: 1 });
    expect(run.body.data.lastError).toBe(`établissement ${establishment.id}: BUYER_WITHOUT_SIREN`);
    const { rows } = await database.query<{ state: string }>(
      `select t.state from e_invoice_transmissions t join billing_documents d on d.id = t.document_id
        where d.billing_run_id = $1`,
      [run.body.data.id],
    );
    expect(rows).toHaveLength(1);
  });

  it('sending again is refused while the transmission is waiting or went through; unknown documents are 404', async () => {
    const invoice = await issueInvoice();
    const waiting = await api('POST', `/v1/invoices/${invoice.id}/transmission`, accountant);
    expect(waiting.status).toBe(409);
    expect(waiting.body.code).toBe('TRANSMISSION_NOT_RESENDABLE');
    // An invoice id on the credit notes' path is not found.
    expect((await api('POST', `/v1/credit_notes/${invoice.id}/transmission`, accountant)).status).toBe(404);
    expect((await api('POST', '/v1/invoices/2147483000/transmission', accountant)).status).toBe(404);
  });

  it('a file not deposited yet is 409; unknown transmissions 404; bad filters and formats 400', async () => {
    const invoice = await issueInvoice();
    const list = await api('GET', `/v1/e_invoice_transmissions?documentId[]=${invoice.id}`, accountant);
    expect(list.body.data).toHaveLength(1);
    const [transmission] = list.body.data;
    const early = await api('GET', `/v1/e_invoice_transmissions/${transmission.id}/file`, accountant);
    expect([409, 200]).toContain(early.status);
    if (early.status === 409) expect(early.body.code).toBe('TRANSMISSION_FILE_NOT_READY');
    expect((await api('GET', '/v1/e_invoice_transmissions/2147483000', accountant)).status).toBe(404);
    expect((await api('GET', '/v1/e_invoice_transmissions/2147483000/file', accountant)).status).toBe(404);
    const badState = await api('GET', '/v1/e_invoice_transmissions?state[]=LOST', accountant);
    expect(badState.status).toBe(400);
    const badFormat = await api(
      'GET',
      `/v1/e_invoice_transmissions/${transmission.id}/file?format=ubl`,
      accountant,
    );
    expect(badFormat.status).toBe(400);
    expect(client.establishmentId).toBeGreaterThan(0);
  });
});
