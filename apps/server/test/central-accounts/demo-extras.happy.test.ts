import { describe, expect, it } from 'vitest';
import { call, tokenFor } from '../support/api.ts';

describe('[DEMO] opening hours, closures and central accounts of the demo establishments', () => {
  it('gives the first demo establishments a week, upcoming closures and central accounts', async () => {
    const token = await tokenFor('moderator');
    const accounts = await call(
      'GET',
      '/v1/veterinary_establishment_central_accounts?limit=500&sortCreatedDate=asc',
      { token },
    );
    expect(accounts.body.meta.total).toBeGreaterThanOrEqual(120);
    expect(new Set(accounts.body.data.map((a: { central: string }) => a.central))).toEqual(
      new Set(['ALCYON', 'CENTRAVET', 'COVETO']),
    );
    // Every demo code passes the API's own rule.
    expect(
      accounts.body.data.every((a: { clientCode: string }) =>
        /^[A-Z0-9][A-Z0-9./-]{0,19}$/.test(a.clientCode),
      ),
    ).toBe(true);
    const withHours = await Promise.all(
      accounts.body.data.slice(0, 8).map((a: { veterinaryEstablishmentId: number }) =>
        call('GET', `/v1/veterinary_establishments/${a.veterinaryEstablishmentId}/opening_hours`, {
          token,
        }),
      ),
    );
    const today = new Date().toISOString().slice(0, 10);
    expect(withHours.some((answer) => answer.body.data.weeklyHours.length > 0)).toBe(true);
    expect(
      withHours.some((answer) =>
        answer.body.data.closures.some((closure: { toDate: string }) => closure.toDate >= today),
      ),
    ).toBe(true);
  });
});
