import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, call, tokenFor } from '../support/api.ts';

let admin: string;
let accountant: string;
let billingAccountId: number;
let rum: string;

const preview = async (accept: string, token = accountant, id = billingAccountId) => {
  const response = await fetch(`${baseUrl()}/v1/billing_accounts/${id}/required_mandates/preview`, {
    headers: { authorization: `Bearer ${token}`, accept },
  });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    body: Buffer.from(await response.arrayBuffer()),
  };
};

beforeAll(async () => {
  [admin, accountant] = await Promise.all([tokenFor('admin'), tokenFor('accountant')]);
  const legalStructureId = (await call('GET', '/v1/legal_structures?limit=1', { token: admin })).body.data[0]
    .id;
  const account = await call('POST', '/v1/billing_accounts', {
    token: admin,
    body: {
      legalStructureId,
      entitled: 'Compte de l’aperçu',
      iban: 'FR7630006000011234567890189',
      bicSwift: 'AGRIFRPP',
      identityName: 'SELARL de l’Aperçu',
    },
  });
  billingAccountId = account.body.data.id;
  const mandate = (await call('GET', '/v1/mandates?sortPrefix=asc', { token: accountant })).body.data[0];
  const required = await call('POST', '/v1/required_mandates', {
    token: accountant,
    body: { billingAccountId, mandateId: mandate.id },
  });
  expect(required.status).toBe(201);
  rum = required.body.data.rum;
});

describe('[MANDATES] the mandate form preview', () => {
  it('is a one-page A4 PDF named after the RUM when the caller accepts a PDF', async () => {
    const answer = await preview('application/pdf');
    expect(answer.status).toBe(200);
    expect(answer.type).toBe('application/pdf');
    expect(answer.body.subarray(0, 5).toString()).toBe('%PDF-');
    const pdf = await PDFDocument.load(answer.body);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe(`Mandat de prélèvement SEPA — ${rum}`);
    expect(Math.round(pdf.getPage(0).getWidth())).toBe(595);
  });

  it('is a PNG image of the page otherwise', async () => {
    const answer = await preview('image/png');
    expect(answer.type).toBe('image/png');
    const meta = await sharp(answer.body).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 1240, height: 1754 });
  });

  it('answers 404 for an account without a mandate, and keeps to staff', async () => {
    const legalStructureId = (await call('GET', '/v1/legal_structures?limit=1', { token: admin })).body
      .data[0].id;
    const bare = await call('POST', '/v1/billing_accounts', {
      token: admin,
      body: {
        legalStructureId,
        entitled: 'Sans mandat',
        iban: 'FR7630006000011234567890189',
        identityName: 'X',
      },
    });
    expect((await preview('application/pdf', accountant, bare.body.data.id)).status).toBe(404);
    expect((await preview('application/pdf', await tokenFor('leader'))).status).toBe(403);
    const anonymous = await fetch(
      `${baseUrl()}/v1/billing_accounts/${billingAccountId}/required_mandates/preview`,
    );
    expect(anonymous.status).toBe(401);
  });
});
