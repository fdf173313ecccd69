import { describe, expect, it } from 'vitest';
import {
  accountant,
  api,
  creditor,
  issueInvoice,
  useBillingWorld,
} from '../support/factories/billing-world.ts';
import { JOURNAL_PATHS, journalUrl, storedMovements } from '../support/factories/journals-world.ts';

useBillingWorld();

const fieldErrors = (body: { errors?: { path: string; message: string }[] }) =>
  Object.fromEntries((body.errors ?? []).map((error) => [error.path, error.message]));

const get = (path: string) => api('GET', path, accountant, undefined, { 'accept-language': 'fr' });

describe('[SALES JOURNALS] refused exports', () => {
  for (const [journal, { path, from, to }] of Object.entries(JOURNAL_PATHS))
    it(`${journal}: names each invalid id (400, problem+json), and numbers nothing`, async () => {
      const missing = await get(path);
      expect(missing.status).toBe(400);
      expect(missing.headers.get('content-type')).toContain('application/problem+json');
      expect(missing.body.code).toBe('VALIDATION_FAILED');
      expect(fieldErrors(missing.body)).toEqual({
        [from]: 'Ce champ est requis',
        [to]: 'Ce champ est requis',
      });

      const malformed = await get(`${path}?${from}=abc&${to}=1.5&creditorId=x&format=pdf`);
      expect(malformed.status).toBe(400);
      expect(fieldErrors(malformed.body)).toEqual({
        [from]: 'Un nombre entier est attendu',
        [to]: 'Un nombre entier est attendu',
        creditorId: 'Un nombre entier est attendu',
        format: 'Valeur non autorisée',
      });

      const outOfRange = await get(`${path}?${from}=0&${to}=99999999999`);
      expect(fieldErrors(outOfRange.body)).toEqual({
        [from]: 'Valeur trop petite',
        [to]: 'Valeur trop grande',
      });
    });

  it('refuses a range whose end is before its start, and numbers nothing', async () => {
    const invoice = await issueInvoice();
    const answer = await get(journalUrl('INVOICE', invoice.id + 1, invoice.id));
    expect(answer.status).toBe(400);
    expect(fieldErrors(answer.body)).toEqual({ toInvoiceId: 'Valeur trop petite' });
    expect(await storedMovements([invoice.id])).toEqual([null]);
  });
});

describe('[FEC] refused exports', () => {
  it('names each invalid parameter (400)', async () => {
    const missing = await get('/v1/fec/export');
    expect(missing.status).toBe(400);
    expect(missing.headers.get('content-type')).toContain('application/problem+json');
    expect(fieldErrors(missing.body)).toEqual({
      creditorId: 'Ce champ est requis',
      fiscalYear: 'Ce champ est requis',
    });
    const malformed = await get('/v1/fec/export?creditorId=-3&fiscalYear=1999');
    expect(fieldErrors(malformed.body)).toEqual({
      creditorId: 'Valeur trop petite',
      fiscalYear: 'Valeur trop petite',
    });
    const notInteger = await get(`/v1/fec/export?creditorId=${creditor.id}&fiscalYear=2026.5`);
    expect(fieldErrors(notInteger.body)).toEqual({ fiscalYear: 'Un nombre entier est attendu' });
  });

  it('answers 404 for an unknown creditor', async () => {
    const answer = await get('/v1/fec/export?creditorId=2000000000&fiscalYear=2026');
    expect(answer.status).toBe(404);
    expect(answer.body.code).toBe('NOT_FOUND');
  });
});
