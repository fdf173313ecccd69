import { describe, expect, it } from 'vitest';
import {
  accountant,
  api,
  client,
  creditor,
  issueInvoice,
  line,
  manager,
  moderator,
  useBillingWorld,
} from '../support/factories/billing-world.ts';

useBillingWorld();

const parisToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());

describe('[BILLING] invoices made by hand, numbered and listed', () => {
  it('issues an invoice with the next number of the creditor’s series, its totals per VAT rate', async () => {
    const first = await issueInvoice({
      lines: [
        line({ amountBeforeTax: 10_000 }),
        line({ summary: 'Formation', vatCategory: 'INTERMEDIATE', amountBeforeTax: 3_333, quantity: 3 }),
        line({ summary: 'Remise fidélité', category: 'SERVICE_DISCOUNT', amountBeforeTax: 1_000 }),
        line({
          summary: 'Livre',
          category: 'PRODUCT_SALES',
          vatCategory: 'REDUCED_RATE',
          amountBeforeTax: 1_999,
        }),
      ],
    });
    const year = parisToday().slice(0, 4);
    expect(first.number).toMatch(new RegExp(`^${creditor.invoiceSeriesPrefix}-${year}-\\d{6}$`));
    expect(first).toMatchObject({
      status: 'ISSUED',
      documentType: 'INVOICE',
      series: 'INVOICE',
      paymentStatus: 'UNPAID',
    });
    expect(first.issueDate).toBe(parisToday());
    // 20 %: 100,00 − 10,00 = 90,00 → 18,00; 10 %: 99,99 → 10,00 (9,999 half-up); 5,5 %: 19,99 → 1,10 (1,09945).
    expect(first.vatBreakdown).toEqual([
      { vatCategory: 'STANDARD', rate: 2000, base: 9_000, vat: 1_800 },
      { vatCategory: 'INTERMEDIATE', rate: 1000, base: 9_999, vat: 1_000 },
      { vatCategory: 'REDUCED_RATE', rate: 550, base: 1_999, vat: 110 },
    ]);
    expect(first).toMatchObject({ amountWithoutVat: 20_998, vatAmount: 2_910, amountWithVat: 23_908 });
    expect(first.lines.map((l: { amountWithoutVat: number }) => l.amountWithoutVat)).toEqual([
      10_000, 9_999, -1_000, 1_999,
    ]);
    expect(first.contentHash).toMatch(/^[0-9a-f]{64}$/);
    expect(first.dueDate > first.issueDate).toBe(true);

    const second = await issueInvoice();
    expect(second.incrementalNumber).toBe(first.incrementalNumber + 1);
  });

  it('a draft has no number; a MANAGER may issue by hand', async () => {
    const draft = await issueInvoice({ draft: true }, manager);
    expect(draft).toMatchObject({
      status: 'DRAFT',
      number: null,
      incrementalNumber: null,
      contentHash: null,
    });
  });

  it('direct debit takes the establishment’s main account and its signed mandate for the creditor', async () => {
    const invoice = await issueInvoice({ paymentMethod: 'VETERINARY_ESTABLISHMENT_BILLING_ACCOUNT' });
    expect(invoice).toMatchObject({ billingAccountId: client.billingAccountId, bankAccountRum: client.rum });
  });

  it('lists with the catalogue’s filters and sorts; every staff role reads', async () => {
    const a = await issueInvoice({ category: 'ALIM', lines: [line({ amountBeforeTax: 500 })] });
    const b = await issueInvoice({ category: 'ALIM', lines: [line({ amountBeforeTax: 900 })] });
    const list = await api(
      'GET',
      `/v1/invoices?creditorId[]=${creditor.id}&category[]=ALIM&paymentStatus[]=UNPAID&sortAmountWithVat=desc`,
      moderator,
    );
    expect(list.status).toBe(200);
    expect(list.body.data.map((d: { id: number }) => d.id)).toEqual([b.id, a.id]);
    expect(list.body.data[0]).toMatchObject({ client: expect.any(String), creditorName: expect.any(String) });
    const byRange = await api(
      'GET',
      `/v1/invoices?id[]=${a.id}&id[]=${b.id}&fromIssueDate=${a.issueDate}&toIssueDate=${a.issueDate}`,
      moderator,
    );
    expect(byRange.body.meta.total).toBe(2);
    const found = await api('POST', '/v1/invoices/search', moderator, { term: b.number });
    expect(found.body.data.map((d: { id: number }) => d.id)).toEqual([b.id]);
    const notCredit = await api('GET', `/v1/credit_notes?id[]=${a.id}`, moderator);
    expect(notCredit.body.meta.total).toBe(0);
  });

  it('records a partial payment, then the rest, with the ETag read; each change is kept', async () => {
    const invoice = await issueInvoice();
    const read = await api('GET', `/v1/invoices/${invoice.id}`, accountant);
    const etag = read.headers.get('etag') as string;
    const partial = await api(
      'PATCH',
      `/v1/invoices/${invoice.id}`,
      accountant,
      { paymentStatus: 'PARTIAL_PAID', paidAmount: 5_000 },
      { 'if-match': etag },
    );
    expect(partial.status, JSON.stringify(partial.body)).toBe(200);
    expect(partial.body.data).toMatchObject({ paymentStatus: 'PARTIAL_PAID', paidAmount: 5_000 });
    const stale = await api(
      'PATCH',
      `/v1/invoices/${invoice.id}`,
      accountant,
      { paymentStatus: 'PAID' },
      { 'if-match': etag },
    );
    expect(stale.status).toBe(412);
    const paid = await api('PATCH', `/v1/invoices/${invoice.id}`, accountant, { paymentStatus: 'PAID' });
    expect(paid.body.data).toMatchObject({ paymentStatus: 'PAID', paidAmount: 12_000 });
    expect(paid.body.data.payments.map((p: { paymentStatus: string }) => p.paymentStatus)).toEqual([
      'PAID',
      'PARTIAL_PAID',
    ]);
    expect(paid.body.data.number).toBe(invoice.number);
    expect(paid.body.data.contentHash).toBe(invoice.contentHash);
  });

  it('credits selected lines of an invoice, never more than what remains on a line', async () => {
    const invoice = await issueInvoice({
      lines: [line({ amountBeforeTax: 20_000 }), line({ summary: 'Option', amountBeforeTax: 5_000 })],
    });
    const [big, small] = invoice.lines;
    const credit = await api('POST', '/v1/veterinary_establishment_credit_notes', accountant, {
      invoiceId: invoice.id,
      lines: [{ invoiceLineId: big.id, amountWithoutVat: 5_000 }, { invoiceLineId: small.id }],
    });
    expect(credit.status, JSON.stringify(credit.body)).toBe(201);
    expect(credit.body.data).toMatchObject({
      documentType: 'CREDIT_NOTE',
      series: 'CREDIT_NOTE',
      status: 'ISSUED',
      precedingInvoiceId: invoice.id,
      precedingInvoiceNumber: invoice.number,
      amountWithoutVat: 10_000,
      vatAmount: 2_000,
      amountWithVat: 12_000,
    });
    expect(credit.body.data.number.startsWith(`${creditor.creditNoteSeriesPrefix}-`)).toBe(true);
    const after = await api('GET', `/v1/invoices/${invoice.id}`, accountant);
    expect(after.body.data.lines.map((l: { creditedAmount: number }) => l.creditedAmount)).toEqual([
      5_000, 5_000,
    ]);
    const again = await api('POST', '/v1/veterinary_establishment_credit_notes', accountant, {
      invoiceId: invoice.id,
      lines: [{ invoiceLineId: big.id, amountWithoutVat: 15_001 }],
    });
    expect(again.status).toBe(422);
    expect(again.body.code).toBe('CREDIT_TOO_LARGE');
    expect(again.body.errors).toEqual([
      { path: 'lines.0.amountWithoutVat', message: expect.stringContaining('reste à créditer') },
    ]);
    const rest = await api('POST', '/v1/veterinary_establishment_credit_notes', accountant, {
      invoiceId: invoice.id,
      lines: [{ invoiceLineId: big.id }],
    });
    expect(rest.body.data.amountWithoutVat).toBe(15_000);
    const listed = await api(
      'GET',
      `/v1/credit_notes?creditorId[]=${creditor.id}&category[]=CREDIT_NOTE`,
      moderator,
    );
    expect(listed.body.data.map((d: { id: number }) => d.id)).toEqual(
      expect.arrayContaining([credit.body.data.id, rest.body.data.id]),
    );
  });

  it('a credit note by hand, and a self-billing document in its own series', async () => {
    const credit = await api('POST', '/v1/credit_notes', accountant, {
      veterinaryEstablishmentId: client.establishmentId,
      creditorId: creditor.id,
      category: 'OTHER',
      paymentMethod: 'BANK_TRANSFER',
      lines: [line({ amountBeforeTax: 2_500 })],
    });
    expect(credit.status, JSON.stringify(credit.body)).toBe(201);
    expect(credit.body.data.number.startsWith(`${creditor.creditNoteSeriesPrefix}-`)).toBe(true);
    const self = await api('POST', '/v1/credit_notes', accountant, {
      veterinaryEstablishmentId: client.establishmentId,
      creditorId: creditor.id,
      category: 'SELF_BILLING',
      paymentMethod: 'BANK_TRANSFER',
      lines: [line({ summary: 'Rémunération du réseau — octobre 2026', amountBeforeTax: 40_000 })],
    });
    expect(self.status, JSON.stringify(self.body)).toBe(201);
    expect(self.body.data).toMatchObject({ series: 'SELF_BILLING', category: 'SELF_BILLING' });
    expect(self.body.data.number).toMatch(new RegExp(`^${creditor.selfBillingSeriesPrefix}-\\d{4}-000001$`));
  });

  it('the hash chains of every series check out', async () => {
    await issueInvoice();
    const check = await api('GET', '/v1/billing_chains/verification', accountant);
    expect(check.status).toBe(200);
    const mine = check.body.data.filter((c: { creditorId: number }) => c.creditorId === creditor.id);
    expect(mine.map((c: { series: string }) => c.series)).toEqual(['INVOICE', 'CREDIT_NOTE', 'SELF_BILLING']);
    for (const series of mine) expect(series).toMatchObject({ valid: true, firstBrokenDocumentId: null });
    expect(mine[0].checked).toBeGreaterThan(3);
  });
});
