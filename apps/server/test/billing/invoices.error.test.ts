import { describe, expect, it } from 'vitest';
import {
  accountant,
  admin,
  api,
  client,
  createStructure,
  creditor,
  database,
  invoiceBody,
  issueInvoice,
  line,
  newClient,
  useBillingWorld,
} from '../support/factories/billing-world.ts';
import { insertCreditor } from '../support/factories/creditors-world.ts';
import { createEstablishment } from '../support/factories/establishments.ts';

useBillingWorld();

const countInvoices = async () =>
  (await api('GET', `/v1/invoices?creditorId[]=${creditor.id}&limit=1`, accountant)).body.meta
    .total as number;

const make = (body: Record<string, unknown>) =>
  api('POST', '/v1/veterinary_establishment_invoices', accountant, invoiceBody(body));

describe('[BILLING] refused invoices write nothing', () => {
  it('bad input: 400 with the fields in French', async () => {
    const before = await countInvoices();
    const answer = await make({ lines: [], veterinaryGroupId: 1, paymentMethod: 'CASH' });
    expect(answer.status).toBe(400);
    const paths = answer.body.errors.map((e: { path: string }) => e.path);
    expect(paths).toEqual(expect.arrayContaining(['lines', 'paymentMethod']));
    const lineErrors = await make({
      lines: [line({ amountBeforeTax: -5, vatCategory: 'LUXURY', summary: '' })],
    });
    expect(lineErrors.status).toBe(400);
    expect(lineErrors.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'lines.0.summary', message: 'Ce champ est requis' },
        expect.objectContaining({ path: 'lines.0.amountBeforeTax' }),
        expect.objectContaining({ path: 'lines.0.vatCategory' }),
      ]),
    );
    const both = await make({ veterinaryGroupId: 1 });
    expect(both.status).toBe(400);
    expect(both.body.errors).toEqual([
      { path: 'veterinaryEstablishmentId', message: expect.stringContaining('pas les deux') },
    ]);
    const wrongCategory = await make({ documentType: 'CREDIT_NOTE', category: 'SUBSCRIPTION' });
    expect(wrongCategory.status).toBe(400);
    expect(await countInvoices()).toBe(before);
  });

  it('discounts above the total: "Dépassement du montant total"', async () => {
    const before = await countInvoices();
    const answer = await make({
      lines: [
        line({ amountBeforeTax: 1_000 }),
        line({ category: 'SERVICE_DISCOUNT', amountBeforeTax: 1_001 }),
      ],
    });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ code: 'DISCOUNT_TOO_LARGE', title: 'Dépassement du montant total' });
    expect(answer.body.errors).toEqual([{ path: 'lines', message: 'Dépassement du montant total' }]);
    expect(await countInvoices()).toBe(before);
  });

  it('direct debit without a default account, or without a valid mandate for the creditor', async () => {
    const structure = await createStructure('SELARL Sans Compte');
    const bare = await createEstablishment(admin, { legalStructureId: structure });
    const noAccount = await make({
      veterinaryEstablishmentId: bare.id,
      paymentMethod: 'VETERINARY_ESTABLISHMENT_BILLING_ACCOUNT',
    });
    expect(noAccount.status).toBe(422);
    expect(noAccount.body).toMatchObject({
      code: 'NO_DEFAULT_BILLING_ACCOUNT',
      title: 'Aucun compte de facturation par défaut',
    });
    const inGroup = await make({
      veterinaryEstablishmentId: bare.id,
      paymentMethod: 'VETERINARY_GROUP_BILLING_ACCOUNT',
    });
    expect(inGroup.body.code).toBe('NO_DEFAULT_BILLING_ACCOUNT');
    // The world's client signed for its creditor only: another creditor has no mandate on that account.
    const other = await insertCreditor();
    await api('PATCH', `/v1/creditors/${other.id}`, admin, {
      legalForm: 'SAS',
      shareCapital: 100_000,
      tradeRegisterCity: 'Paris',
    });
    const noMandate = await make({
      creditorId: other.id,
      paymentMethod: 'VETERINARY_ESTABLISHMENT_BILLING_ACCOUNT',
    });
    expect(noMandate.status).toBe(422);
    expect(noMandate.body.code).toBe('NO_VALID_MANDATE');
    expect(noMandate.body.detail).toContain('Aucun mandat SEPA valide');
    // A revoked mandate no longer authorises a debit.
    const revokedClient = await newClient(creditor);
    await database.query('update required_mandates set revoked_date = now() where billing_account_id = $1', [
      revokedClient.billingAccountId,
    ]);
    const revoked = await make({
      veterinaryEstablishmentId: revokedClient.establishmentId,
      paymentMethod: 'VETERINARY_ESTABLISHMENT_BILLING_ACCOUNT',
    });
    expect(revoked.body.code).toBe('NO_VALID_MANDATE');
    // An account whose "Mandat SEPA" is unticked is not debited, mandate or not.
    const notDebited = await newClient(creditor);
    const unticked = await api('PATCH', `/v1/billing_accounts/${notDebited.billingAccountId}`, admin, {
      sepa: false,
    });
    expect(unticked.status).toBe(200);
    const refused = await make({
      veterinaryEstablishmentId: notDebited.establishmentId,
      paymentMethod: 'VETERINARY_ESTABLISHMENT_BILLING_ACCOUNT',
    });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      code: 'ACCOUNT_NOT_DEBITED',
      detail: expect.stringContaining('« Compte principal » n’est pas prélevé'),
    });
    const byTransfer = await make({
      veterinaryEstablishmentId: notDebited.establishmentId,
      paymentMethod: 'BANK_TRANSFER',
    });
    expect(byTransfer.status, JSON.stringify(byTransfer.body)).toBe(201);
  });

  it('a workgroup without a legal structure, a creditor without its legal mentions', async () => {
    const group = await api('GET', '/v1/veterinary_groups?limit=50', admin);
    const without = group.body.data.find(
      (g: { legalStructureId: number | null }) => g.legalStructureId === null,
    );
    if (without) {
      const answer = await make({ veterinaryEstablishmentId: undefined, veterinaryGroupId: without.id });
      expect(answer.status).toBe(422);
      expect(answer.body.code).toBe('NO_LEGAL_STRUCTURE');
      expect(answer.body.detail).toContain('n’a pas de structure juridique');
    }
    const bare = await insertCreditor();
    const incomplete = await make({ creditorId: bare.id });
    expect(incomplete.status).toBe(422);
    expect(incomplete.body.code).toBe('CREDITOR_INCOMPLETE');
    expect(
      without ?? 'every demo group has a structure: the group case is covered by the one above',
    ).toBeTruthy();
  });

  it('payment statuses move only as allowed; nothing else of an issued invoice changes', async () => {
    const invoice = await issueInvoice();
    const tooMuch = await api('PATCH', `/v1/invoices/${invoice.id}`, accountant, {
      paymentStatus: 'PARTIAL_PAID',
      paidAmount: invoice.amountWithVat,
    });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.errors).toEqual([{ path: 'paidAmount', message: expect.any(String) }]);
    const other = await api('PATCH', `/v1/invoices/${invoice.id}`, accountant, { amountWithVat: 1 });
    expect(other.status).toBe(400);
    await api('PATCH', `/v1/invoices/${invoice.id}`, accountant, { paymentStatus: 'PAID' });
    const back = await api('PATCH', `/v1/invoices/${invoice.id}`, accountant, {
      paymentStatus: 'PARTIAL_PAID',
      paidAmount: 10,
    });
    expect(back.status).toBe(409);
    expect(back.body).toMatchObject({ code: 'PAYMENT_TRANSITION', detail: expect.stringContaining('PAID') });
    const draft = await issueInvoice({ draft: true });
    const onDraft = await api('PATCH', `/v1/invoices/${draft.id}`, accountant, { paymentStatus: 'PAID' });
    expect(onDraft.status).toBe(409);
    expect(onDraft.body.code).toBe('NOT_ISSUED');
    const wrongType = await api('PATCH', `/v1/credit_notes/${invoice.id}`, accountant, {
      paymentStatus: 'PAID',
    });
    expect(wrongType.status).toBe(404);
  });

  it('the database itself refuses to change or delete an issued invoice', async () => {
    const invoice = await issueInvoice();
    await expect(
      database.query('update billing_documents set amount_with_vat = amount_with_vat + 1 where id = $1', [
        invoice.id,
      ]),
    ).rejects.toThrow(/only its payment may change/);
    // Any other column, the sealed content and the buyer's name included, with the allowed ones changed beside.
    for (const change of [
      `content = jsonb_set(content, '{totals,amountWithVat}', '1')`,
      `client_name = client_name || ' bis'`,
      `issue_date = issue_date + 1`,
    ])
      await expect(
        database.query(
          `update billing_documents set ${change}, payment_status = 'PAID', updated_date = now() where id = $1`,
          [invoice.id],
        ),
      ).rejects.toThrow(/only its payment may change/);
    await expect(database.query('delete from billing_documents where id = $1', [invoice.id])).rejects.toThrow(
      /cannot be deleted/,
    );
    await expect(
      database.query('update billing_document_lines set summary = $2 where document_id = $1', [
        invoice.id,
        'Autre',
      ]),
    ).rejects.toThrow(/cannot change/);
    const unchanged = await api('GET', `/v1/invoices/${invoice.id}`, accountant);
    expect(unchanged.body.data.amountWithVat).toBe(invoice.amountWithVat);
  });

  it('a tampered document breaks its series’ chain, and the check names it', async () => {
    const own = await newClient(creditor);
    const first = await issueInvoice({ veterinaryEstablishmentId: own.establishmentId });
    const second = await issueInvoice({ veterinaryEstablishmentId: own.establishmentId });
    await issueInvoice({ veterinaryEstablishmentId: own.establishmentId });
    // Behind the product's back (triggers off for this session only): the second invoice's content rewritten.
    const session = await database.connect();
    try {
      await session.query("set session_replication_role = 'replica'");
      await session.query(
        `update billing_documents set content = jsonb_set(content, '{lines,0,summary}', '"Remise effacée"') where id = $1`,
        [second.id],
      );
      await session.query("set session_replication_role = 'origin'");
    } finally {
      session.release();
    }
    const check = await api('GET', '/v1/billing_chains/verification', accountant);
    const invoices = check.body.data.find(
      (c: { creditorId: number; series: string }) => c.creditorId === creditor.id && c.series === 'INVOICE',
    );
    expect(invoices).toMatchObject({
      valid: false,
      firstBrokenDocumentId: second.id,
      firstBrokenNumber: second.number,
    });
    expect(first.id).toBeLessThan(second.id);
    void client;
  });
});
