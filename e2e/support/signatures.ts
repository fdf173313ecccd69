// What the e-signature browser tests share: the demo leader's structure, a mandate to sign, and the
// one-time code as the outbox holds it (no SMTP in the browser tests: an ADMIN reads it there).
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { api, apiToken } from './api.ts';
import { POLL } from './browser.ts';
import { createBillingAccount } from './legal-structures.ts';

export const LEADER = 'leader@vetbo.test';

/** The legal structure of an establishment the demo leader leads. */
export async function leaderStructureId(): Promise<number> {
  const { data } = await api<{ data: { establishments: { legalStructure: { id: number } | null }[] } }>(
    await apiToken(LEADER),
    'GET',
    '/v1/me/onboarding',
  );
  const id = data.establishments.find((row) => row.legalStructure)?.legalStructure?.id;
  if (!id) throw new Error('The demo leader leads no establishment with a legal structure');
  return id;
}

/** The first creditor's mandate required of the account (as a manager). */
export async function requireMandate(billingAccountId: number): Promise<void> {
  const token = await apiToken('manager@vetbo.test');
  const { data } = await api<{ data: { id: number }[] }>(token, 'GET', '/v1/mandates?limit=1');
  if (!data[0]) throw new Error('The demo data has no mandate');
  await api(token, 'POST', '/v1/required_mandates', { billingAccountId, mandateId: data[0].id });
}

/** The code of the newest signature-code mail to the leader whose text names `fragment` (the request). */
export async function signatureCodeFor(fragment: string): Promise<string | undefined> {
  const admin = await apiToken('admin@vetbo.test');
  const { data } = await api<{ data: { kind: string; textBody: string; subject: string }[] }>(
    admin,
    'POST',
    '/v1/outbox_messages/search?limit=20',
    { term: LEADER },
  );
  const mail = data.find(
    (message) => message.kind === 'SIGNATURE_CODE' && message.textBody.includes(fragment),
  );
  // Readable here because the browser tests send no mail (no SMTP): the outbox masks it otherwise.
  return /est : (\d{6})/.exec(mail?.textBody ?? '')?.[1];
}

/**
 * On the signature page, once the code was asked for: waits for the code the outbox holds for the
 * request named `fragment`, types it and signs, then waits for the confirmation.
 */
export async function signWithOutboxCode(page: Page, fragment: string): Promise<void> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      code = await signatureCodeFor(fragment);
      return code;
    }, POLL)
    .toMatch(/^\d{6}$/);
  await page.getByRole('textbox').first().click();
  await page.keyboard.type(code as string);
  await page.getByRole('button', { name: 'Signer', exact: true }).click();
  await page.getByText(/Vous avez signé le/).waitFor();
}

/** The legal structure of an establishment the demo leader leads, and the leader's name. */
export async function leaderStructure(): Promise<{ legalStructureId: number; leaderName: string }> {
  const me = await api<{ data: { firstName: string; lastName: string } }>(
    await apiToken(LEADER),
    'GET',
    '/v1/me',
  );
  return {
    legalStructureId: await leaderStructureId(),
    leaderName: `${me.data.firstName} ${me.data.lastName}`,
  };
}

/** A billing account of that structure with one creditor's mandate to sign. */
export async function accountWithMandateToSign(legalStructureId: number) {
  const account = await createBillingAccount(legalStructureId);
  await requireMandate(account.id);
  return account;
}
