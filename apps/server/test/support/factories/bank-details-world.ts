// What the bank-details tests share: an account opened by a billing writer, IBANs that look alike once
// masked, and the account's history.
import { call } from '../api.ts';

export const ACCOUNT_IBAN = 'FR7630006000011234567890189';
/** Another valid French IBAN with the same first four and last four characters: equal once masked. */
export const SAME_ENDS_IBAN = 'FR7630000000010123457410189';
export const OTHER_BANK_IBAN = 'DE89370400440532013000';
export const MASKED = 'FR76 **** **** **** **** ***0 189';

/** An ENABLED account of the structure, opened by `token` (a billing writer). */
export async function openAccount(token: string, legalStructureId: number): Promise<number> {
  const created = await call('POST', '/v1/billing_accounts', {
    token,
    body: {
      legalStructureId,
      entitled: `Compte ${Date.now().toString(36)}`,
      iban: ACCOUNT_IBAN,
      bicSwift: 'AGRIFRPP',
      identityName: 'SELARL des Tilleuls',
    },
  });
  if (created.status !== 201) throw new Error(`account not created: ${JSON.stringify(created.body)}`);
  return created.body.data.id;
}

/** The account's history entries, newest first. */
export async function bankHistory(token: string, id: number) {
  const history = await call('GET', `/v1/change_history?resource[]=billing_accounts&resourceId[]=${id}`, {
    token,
  });
  return history.body.data as {
    kind: string;
    user: { id: number } | null;
    changes: { field: string; before: unknown; after: unknown }[];
  }[];
}
