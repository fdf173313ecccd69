import { describe, expect, it } from 'vitest';
import { call } from '../support/api.ts';
import { admin, leader, useLeaderAreaWorld } from '../support/factories/leader-area-world.ts';

useLeaderAreaWorld();

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
});
