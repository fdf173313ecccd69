import { beforeAll, describe, expect, it } from 'vitest';
import { call, tokenFor } from '../support/api.ts';

let admin: string;
let leader: string;
beforeAll(async () => {
  [admin, leader] = await Promise.all([tokenFor('admin'), tokenFor('leader')]);
});

interface OnboardingAnswer {
  establishments: {
    id: number;
    name: string;
    hasPendingMandate: boolean;
    legalStructure: { id: number } | null;
  }[];
  pendingMandateCount: number;
}

describe('[ONBOARDING] the leader area', () => {
  it("lists the establishments the user leads today, and the mandates their structures' accounts must sign", async () => {
    const me = (await call('GET', '/v1/me', { token: leader })).body.data;
    expect(me).toMatchObject({ staffRole: null, isLeader: true });
    const answer = await call('GET', '/v1/me/onboarding', { token: leader });
    expect(answer.status).toBe(200);
    const onboarding = answer.body.data as OnboardingAnswer;
    expect(onboarding.establishments.length).toBeGreaterThan(0);

    // The same rule computed through the staff API: ENABLED accounts of each structure with a mandate to sign.
    const pendingAccounts = new Set<number>();
    for (const establishment of onboarding.establishments) {
      const structureId = establishment.legalStructure?.id;
      let pendingHere = false;
      if (structureId !== undefined) {
        const accounts = (
          await call(
            'GET',
            `/v1/billing_accounts?legalStructureId[]=${structureId}&status[]=ENABLED&limit=100`,
            {
              token: admin,
            },
          )
        ).body.data as { id: number }[];
        for (const account of accounts) {
          const toSign = await call(
            'GET',
            `/v1/required_mandates?billingAccountId[]=${account.id}&isValidated=false&limit=100`,
            { token: admin },
          );
          const open = (toSign.body.data as { revokedDate: string | null }[]).filter((m) => !m.revokedDate);
          if (open.length > 0) {
            pendingHere = true;
            pendingAccounts.add(account.id);
          }
        }
      }
      expect(establishment.hasPendingMandate, establishment.name).toBe(pendingHere);
    }
    expect(onboarding.pendingMandateCount).toBe(pendingAccounts.size);
  });

  it('is empty for a user who leads no establishment, and needs a token', async () => {
    const answer = await call('GET', '/v1/me/onboarding', { token: admin });
    expect(answer.body.data).toEqual({
      establishments: [],
      pendingMandateCount: 0,
      billingAccounts: [],
      pendingSignatures: [],
    });
    expect((await call('GET', '/v1/me/onboarding')).status).toBe(401);
  });
});
