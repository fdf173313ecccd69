// Real ids for the generated access test's onboarding calls (x-access `leader`): what the demo leader
// owns, a leader of ANOTHER establishment, and what that other leader owned before their job ended.
// With real ids, a call whose ownership check is missing or wrong answers 200 where the test wants 403.
import { uniqueSiret } from '@vetbo/db/seed/identifiers';
import { frenchVatNumberFromSiren } from '@vetbo/domain/validators/vat-number';
import { expect } from 'vitest';
import { baseUrl, call, tokenFor } from '../api.ts';
import { signInForAccessToken } from '../oidc-client.ts';
import { insertReadyCreditor } from './creditors-world.ts';
import { createEstablishment } from './establishments.ts';

/** A path parameter's value, found by the collection the path names before it (`/billing_accounts/{id}`). */
export type OwnedIds = Record<string, string>;

export interface OnboardingWorld {
  owner: { token: string; ids: OwnedIds };
  /** Leads an establishment of another legal structure than the owner's. */
  otherLeader: { token: string };
  /** The other leader's account and signature in a structure whose leader job has ended since. */
  formerlyLed: OwnedIds;
}

const PASSWORD = 'une phrase de passe assez longue';
const usedSirets = new Set<string>();
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;

async function ok<T = any>(answer: Promise<{ status: number; body: any }>, status = 201): Promise<T> {
  const { status: got, body } = await answer;
  expect(got, JSON.stringify(body)).toBe(status);
  return body.data as T;
}

export async function createStructure(admin: string): Promise<number> {
  const siret = uniqueSiret(usedSirets);
  const body = {
    socialReason: `SELARL Accès ${unique()}`,
    legalCode: siret,
    legalForm: 'SELARL',
    vatIntraCommunityNumber: frenchVatNumberFromSiren(siret.slice(0, 9)),
    headQuarterAddress: {
      streetNumber: '4',
      streetName: 'allée des Tilleuls',
      postalCode: '44000',
      city: 'Nantes',
    },
  };
  return (await ok<{ id: number }>(call('POST', '/v1/legal_structures', { token: admin, body }))).id;
}

/** An ENABLED account of the structure with a mandate to sign for each of two creditors' mandates. */
async function accountToSign(admin: string, legalStructureId: number): Promise<number> {
  const account = await ok<{ id: number }>(
    call('POST', '/v1/billing_accounts', {
      token: admin,
      body: {
        legalStructureId,
        entitled: `Compte accès ${unique()}`,
        iban: 'FR7630006000011234567890189',
        bicSwift: 'AGRIFRPP',
        identityName: 'SELARL des Tilleuls',
      },
    }),
  );
  const mandates = (await call('GET', '/v1/mandates?limit=2', { token: admin })).body.data as {
    id: number;
  }[];
  for (const mandate of mandates) {
    await ok(
      call('POST', '/v1/required_mandates', {
        token: admin,
        body: { billingAccountId: account.id, mandateId: mandate.id },
      }),
    );
  }
  return account.id;
}

/** The leader starts signing the account's mandates: the account, their signer and its first document. */
async function signatureOf(token: string, accountId: number): Promise<OwnedIds> {
  const started = await call('POST', `/v1/me/billing_accounts/${accountId}/signature_requests`, { token });
  expect([200, 201], JSON.stringify(started.body)).toContain(started.status);
  const { signerId } = started.body.data as { signerId: number };
  const view = await ok<{ documents: { id: number }[] }>(
    call('GET', `/v1/me/signers/${signerId}`, { token }),
    200,
  );
  return {
    billing_accounts: String(accountId),
    signers: String(signerId),
    documents: String(view.documents[0]?.id),
  };
}

/** An invoice issued by the ACCOUNTANT to the establishment (the portal's documents), as `invoices` ids. */
async function invoiceTo(veterinaryEstablishmentId: number, creditorId: number): Promise<OwnedIds> {
  const accountant = await tokenFor('accountant');
  const invoice = await ok<{ id: number }>(
    call('POST', '/v1/veterinary_establishment_invoices', {
      token: accountant,
      body: {
        veterinaryEstablishmentId,
        creditorId,
        documentType: 'INVOICE',
        category: 'OTHER',
        paymentMethod: 'BANK_TRANSFER',
        lines: [
          {
            accountingCode: '706100',
            summary: 'Accès',
            category: 'SERVICE_SALES',
            vatCategory: 'STANDARD',
            amountBeforeTax: 1_000,
          },
        ],
      },
    }),
  );
  return { invoices: String(invoice.id) };
}

/** A user without a staff role, invited by the ADMIN, who sets a password and signs in (no SMTP: the outbox). */
export async function newPerson(admin: string): Promise<{ id: number; token: string }> {
  const email = `responsable.${unique()}@acces-test.fr`;
  const person = await ok<{ id: number }>(
    call('POST', '/v1/users', {
      token: admin,
      body: { email, firstName: 'Rémi', lastName: 'Responsable', sendInvitation: true },
    }),
  );
  const outbox = await call('GET', `/v1/outbox_messages?userId[]=${person.id}&kind[]=INVITATION`, {
    token: admin,
  });
  const text = (outbox.body.data as { textBody: string }[])[0]?.textBody ?? '';
  const link = /https?:\/\/\S+\/oidc\/password\/new\/[A-Za-z0-9_-]+/.exec(text)?.[0];
  if (!link) throw new Error(`no invitation link for ${email}: ${text}`);
  const saved = await fetch(link, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ password: PASSWORD, confirmation: PASSWORD }).toString(),
    redirect: 'manual',
  });
  expect(saved.status).toBe(200);
  return { id: person.id, token: await signInForAccessToken(baseUrl(), email, PASSWORD) };
}

async function leaderJob(admin: string, userId: number, legalStructureId: number) {
  const establishment = await createEstablishment(admin, { legalStructureId });
  return ok<{ id: number; veterinaryEstablishmentId: number }>(
    call('POST', '/v1/veterinary_establishment_users', {
      token: admin,
      body: {
        userId,
        veterinaryEstablishmentId: establishment.id,
        jobTitle: 'VETERINARIAN_LEADER',
        entryDate: '2024-01-01',
      },
    }),
  );
}

export async function makeOnboardingWorld(): Promise<OnboardingWorld> {
  const [admin, ownerToken] = await Promise.all([tokenFor('admin'), tokenFor('leader')]);
  // A creditor of the world's own: the first one listed may be another file's, without legal mentions.
  const creditor = await insertReadyCreditor(admin);
  const led = (await call('GET', '/v1/me/onboarding', { token: ownerToken })).body.data as {
    establishments: { id: number; legalStructure: { id: number } | null }[];
  };
  const ownerEstablishment = led.establishments.find((row) => row.legalStructure);
  const ownerStructure = ownerEstablishment?.legalStructure?.id as number;
  expect(ownerStructure).toBeTypeOf('number');
  const ownerIds = {
    ...(await signatureOf(ownerToken, await accountToSign(admin, ownerStructure))),
    ...(await invoiceTo(ownerEstablishment?.id as number, creditor.id)),
  };

  const other = await newPerson(admin);
  const [current, former] = await Promise.all([createStructure(admin), createStructure(admin)]);
  await leaderJob(admin, other.id, current);
  const ended = await leaderJob(admin, other.id, former);
  const formerlyLed = {
    ...(await signatureOf(other.token, await accountToSign(admin, former))),
    ...(await invoiceTo(ended.veterinaryEstablishmentId, creditor.id)),
  };
  const exitDate = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
  await ok(
    call('PATCH', `/v1/veterinary_establishment_users/${ended.id}`, { token: admin, body: { exitDate } }),
    200,
  );
  return { owner: { token: ownerToken, ids: ownerIds }, otherLeader: { token: other.token }, formerlyLed };
}

/**
 * The operation's path with each `{param}` replaced by the id of the collection named before it; a path
 * naming a collection the world has no id of fails loudly (add it above) rather than being skipped.
 */
export function ownedPath(path: string, ids: OwnedIds): string {
  return path.replace(/([a-z_]+)\/\{(\w+)\}/g, (_match, collection: string, name: string) => {
    const id = ids[collection];
    if (!id) throw new Error(`${path}: no id for ${collection}/{${name}} in onboarding-world.ts`);
    return `${collection}/${id}`;
  });
}
