import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { call } from '../support/api.ts';
import { createEstablishment } from '../support/factories/establishments.ts';
import { admin, leader, useLeaderAreaWorld } from '../support/factories/leader-area-world.ts';
import { createStructure, newPerson } from '../support/factories/onboarding-world.ts';

useLeaderAreaWorld();

interface OnboardingAnswer {
  establishments: {
    id: number;
    name: string;
    hasPendingMandate: boolean;
    legalStructure: { id: number } | null;
  }[];
  pendingMandateCount: number;
  billingAccounts: {
    id: number;
    legalStructureId: number;
    entitled: string;
    requiredMandates: { id: number; validatedDate: string | null }[];
  }[];
}

// A signed mandate is a state no API call makes: the provider's answer writes it.
const database = new pg.Pool({ connectionString: inject('databaseUrl'), max: 1 });
afterAll(() => database.end());
const validate = (requiredMandateId: number) =>
  database.query('update required_mandates set is_validated = true, validated_date = now() where id = $1', [
    requiredMandateId,
  ]);
const loadOnboarding = async () =>
  (await call('GET', '/v1/me/onboarding', { token: leader })).body.data as OnboardingAnswer;

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

describe('[ONBOARDING] names in French order (issue 22 §3)', () => {
  it('lists the establishments and the billing accounts as a French reader expects, not in byte order', async () => {
    const person = await newPerson(admin);
    const structure = await createStructure(admin);
    const suffix = Date.now().toString(36);
    // Byte order puts capitals first and accented letters last: "Zèbre", "abeille", "Écluse".
    for (const name of [`Zèbre ${suffix}`, `abeille ${suffix}`, `Écluse ${suffix}`]) {
      const establishment = await createEstablishment(admin, { name, legalStructureId: structure });
      const job = await call('POST', '/v1/veterinary_establishment_users', {
        token: admin,
        body: {
          userId: person.id,
          veterinaryEstablishmentId: establishment.id,
          jobTitle: 'VETERINARIAN_LEADER',
          entryDate: '2024-01-01',
        },
      });
      expect(job.status, JSON.stringify(job.body)).toBe(201);
    }
    for (const entitled of ['Zone sud', 'agence', 'Étoile']) {
      const account = await call('POST', '/v1/billing_accounts', {
        token: admin,
        body: {
          legalStructureId: structure,
          entitled,
          iban: 'FR7630006000011234567890189',
          bicSwift: 'AGRIFRPP',
          identityName: 'SELARL des Tilleuls',
        },
      });
      expect(account.status, JSON.stringify(account.body)).toBe(201);
    }
    const onboarding = (await call('GET', '/v1/me/onboarding', { token: person.token })).body
      .data as OnboardingAnswer;
    expect(onboarding.establishments.map((e) => e.name)).toEqual([
      `abeille ${suffix}`,
      `Écluse ${suffix}`,
      `Zèbre ${suffix}`,
    ]);
    expect(onboarding.billingAccounts.map((a) => a.entitled)).toEqual(['agence', 'Étoile', 'Zone sud']);
  });
});

describe('[ONBOARDING] the mandate state of an account (spec §4)', () => {
  it('stays pending while one of its mandates is to sign, even beside a validated one, and is counted once', async () => {
    const structureId = (await loadOnboarding()).establishments.find((e) => e.legalStructure)?.legalStructure
      ?.id as number;
    const account = await call('POST', '/v1/billing_accounts', {
      token: admin,
      body: {
        legalStructureId: structureId,
        entitled: `Compte état ${Date.now().toString(36)}`,
        iban: 'FR7630006000011234567890189',
        bicSwift: 'AGRIFRPP',
        identityName: 'SELARL des Tilleuls',
      },
    });
    expect(account.status).toBe(201);
    const mandates = (await call('GET', '/v1/mandates?limit=2', { token: admin })).body.data as {
      id: number;
    }[];
    expect(mandates).toHaveLength(2);
    const required: number[] = [];
    for (const mandate of mandates) {
      const created = await call('POST', '/v1/required_mandates', {
        token: admin,
        body: { billingAccountId: account.body.data.id, mandateId: mandate.id },
      });
      expect(created.status).toBe(201);
      required.push(created.body.data.id);
    }
    const pendingOf = (onboarding: OnboardingAnswer) =>
      onboarding.billingAccounts.filter((a) => a.requiredMandates.some((m) => m.validatedDate === null));
    const ofStructure = (onboarding: OnboardingAnswer) =>
      onboarding.establishments.filter((e) => e.legalStructure?.id === structureId);

    await validate(required[0] as number);
    const halfSigned = await loadOnboarding();
    const mine = halfSigned.billingAccounts.find((a) => a.id === account.body.data.id);
    expect(mine?.requiredMandates.map((m) => m.validatedDate !== null)).toEqual([true, false]);
    for (const establishment of ofStructure(halfSigned)) expect(establishment.hasPendingMandate).toBe(true);
    expect(halfSigned.pendingMandateCount).toBe(pendingOf(halfSigned).length);
    expect(pendingOf(halfSigned).map((a) => a.id)).toContain(account.body.data.id);

    await validate(required[1] as number);
    const signed = await loadOnboarding();
    expect(pendingOf(signed).map((a) => a.id)).not.toContain(account.body.data.id);
    expect(signed.pendingMandateCount).toBe(halfSigned.pendingMandateCount - 1);
    // The structure stays pending only through its other accounts.
    const othersPending = pendingOf(signed).some((a) => a.legalStructureId === structureId);
    for (const establishment of ofStructure(signed))
      expect(establishment.hasPendingMandate).toBe(othersPending);
  });
});
