// Threat model: a sales journal and the FEC are a creditor's books — every client, what each owes, the
// revenue — and exporting gives the documents their entry numbers for good. Only ADMIN and ACCOUNTANT
// (area `accounting`, write) may export; a manager, a moderator or a leader reads nothing of them.
import { describe, expect, it } from 'vitest';
import { tokenFor } from '../support/api.ts';
import {
  admin,
  api,
  creditor,
  issueInvoice,
  manager,
  moderator,
  useBillingWorld,
} from '../support/factories/billing-world.ts';
import { issueCreditNote, journalUrl, storedMovements } from '../support/factories/journals-world.ts';

useBillingWorld();

describe('[SALES JOURNALS] who may export', () => {
  it('refuses a MANAGER, a MODERATOR and a leader (403) on every export, and numbers nothing', async () => {
    const invoice = await issueInvoice();
    const credit = await issueCreditNote('OTHER');
    const self = await issueCreditNote('SELF_BILLING');
    const year = invoice.issueDate.slice(0, 4);
    const paths = [
      journalUrl('INVOICE', invoice.id, invoice.id),
      journalUrl('CREDIT_NOTE', credit.id, credit.id),
      journalUrl('SELF_BILLING', self.id, self.id),
      `${journalUrl('INVOICE', invoice.id, invoice.id)}&format=xlsx`,
      `/v1/fec/export?creditorId=${creditor.id}&fiscalYear=${year}`,
    ];
    const leader = await tokenFor('leader');
    for (const token of [manager, moderator, leader])
      for (const path of paths) {
        const answer = await api('GET', path, token);
        expect(answer.status, path).toBe(403);
        expect(answer.body.code).toBe('FORBIDDEN');
        expect(answer.headers.get('content-type')).toContain('application/problem+json');
      }
    for (const path of paths) expect((await api('GET', path, null)).status).toBe(401);
    expect(await storedMovements([invoice.id, credit.id, self.id])).toEqual([null, null, null]);
    // An ADMIN exports as an ACCOUNTANT does.
    for (const path of paths) expect((await api('GET', path, admin)).status, path).toBe(200);
    expect(await storedMovements([invoice.id, credit.id, self.id])).toEqual([1, 1, 1]);
  });

  it('checks the role before the parameters: a refused caller learns nothing of them', async () => {
    const answer = await api('GET', '/v1/fec/export?creditorId=abc', manager);
    expect(answer.status).toBe(403);
  });
});
