// The built-in outbox (no platform configured): an issued invoice is deposited by the job (200 "Déposée"),
// the accountant follows it in the outbox and downloads its Factur-X PDF and, on request, its CII XML;
// "PAID" on a service invoice records 212 "Encaissée" there; goods or a buyer abroad need none.
import { describe, expect, it } from 'vitest';
import {
  api,
  database,
  issueInvoice,
  server,
  tokens,
  transmissionOf,
  useEInvoicingWorld,
} from '../support/factories/e-invoicing-world.ts';

useEInvoicingWorld('OUTBOX');

const download = (id: number, query = '') =>
  fetch(`${server.baseUrl}/v1/e_invoice_transmissions/${id}/file${query}`, {
    headers: { authorization: `Bearer ${tokens.accountant}` },
  });

describe('[E-INVOICING] the built-in transmission outbox', () => {
  it('deposits an issued invoice, lists it, and gives its Factur-X PDF and CII XML to the accountant', async () => {
    const invoice = await issueInvoice();
    const deposited = await transmissionOf(invoice.id, (t) => t.state === 'DEPOSITED');
    expect(deposited).toMatchObject({
      adapter: 'OUTBOX',
      documentNumber: invoice.number,
      documentType: 'INVOICE',
      platformId: null,
      attempts: 1,
      lastStatusCode: '200',
      lastStatusLabel: 'Déposée',
      canResend: false,
    });
    expect(deposited.events).toMatchObject([{ direction: 'IN', statusCode: '200', label: 'Déposée' }]);

    const listed = await api(
      'GET',
      '/v1/e_invoice_transmissions?state[]=DEPOSITED&limit=500',
      tokens.manager as string,
    );
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((t: { id: number }) => t.id)).toContain(deposited.id);

    const pdf = await download(deposited.id);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toContain(`${invoice.number}.pdf`);
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The same bytes as the invoice's own PDF: made once, kept.
    const own = await fetch(`${server.baseUrl}/v1/invoices/${invoice.id}/pdf`, {
      headers: { authorization: `Bearer ${tokens.accountant}` },
    });
    expect(Buffer.from(await own.arrayBuffer()).equals(bytes)).toBe(true);

    const xml = await download(deposited.id, '?format=cii');
    expect(xml.status).toBe(200);
    expect(xml.headers.get('content-type')).toContain('application/xml');
    const text = await xml.text();
    expect(text).toContain('CrossIndustryInvoice');
    expect(text).toContain(invoice.number);
    expect((await transmissionOf(invoice.id, () => true)).hasXml).toBe(true);
    expect(await (await download(deposited.id, '?format=cii')).text()).toBe(text);
  });

  it('"PAID" on a service invoice records 212 "Encaissée"; a goods invoice and a buyer abroad need none', async () => {
    const service = await issueInvoice();
    await transmissionOf(service.id, (t) => t.state === 'DEPOSITED');
    const partial = await api('PATCH', `/v1/invoices/${service.id}`, tokens.accountant as string, {
      paymentStatus: 'PARTIAL_PAID',
      paidAmount: 100,
    });
    expect(partial.status, JSON.stringify(partial.body)).toBe(200);
    const paid = await api('PATCH', `/v1/invoices/${service.id}`, tokens.accountant as string, {
      paymentStatus: 'PAID',
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const collected = await transmissionOf(service.id, (t) =>
      t.events.some(
        (e: { statusCode: string; deliveryState: string }) =>
          e.statusCode === '212' && e.deliveryState === 'SENT',
      ),
    );
    expect(collected.events.filter((e: { statusCode: string }) => e.statusCode === '212')).toMatchObject([
      { direction: 'OUT', label: 'Encaissée' },
    ]);

    const goods = await issueInvoice('PRODUCT_SALES');
    await transmissionOf(goods.id, (t) => t.state === 'DEPOSITED');
    await api('PATCH', `/v1/invoices/${goods.id}`, tokens.accountant as string, { paymentStatus: 'PAID' });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(
      (await transmissionOf(goods.id, () => true)).events.map((e: { statusCode: string }) => e.statusCode),
    ).toEqual(['200']);

    // A buyer domiciled abroad receives no e-invoice through a French platform: no transmission.
    const { rows } = await database.query<{ id: number }>(
      `update legal_structures set head_quarter_country = 'BEL', legal_code = 'BE0123456789'
        where id = (select legal_structure_id from billing_documents where id = $1) returning id`,
      [service.id],
    );
    expect(rows).toHaveLength(1);
    const abroad = await issueInvoice();
    const none = await api(
      'GET',
      `/v1/e_invoice_transmissions?documentId[]=${abroad.id}`,
      tokens.accountant as string,
    );
    expect(none.body.data).toEqual([]);
  });
});
