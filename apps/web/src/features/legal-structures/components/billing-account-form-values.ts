import type { Schema } from '@vetbo/api-client/client';

type BillingAccount = Schema<'BillingAccount'>;

export interface BillingAccountFormValues {
  [key: string]: unknown;
  entitled: string;
  iban: string;
  bicSwift: string;
  identityName: string;
  signatoryName: string;
  sepa: boolean;
}

export const BILLING_ACCOUNT_FORM_PATHS = [
  'entitled',
  'iban',
  'bicSwift',
  'identityName',
  'signatoryName',
  'sepa',
] as const;

export function toFormValues(account?: BillingAccount): BillingAccountFormValues {
  return {
    entitled: account?.entitled ?? '',
    iban: account?.iban ?? '',
    bicSwift: account?.bicSwift ?? '',
    identityName: account?.identityName ?? '',
    signatoryName: account?.signatoryName ?? '',
    sepa: account?.sepa ?? true,
  };
}

/**
 * The body before validation. On edit the IBAN is sent only when typed again: a role that sees it
 * masked ("FR76 **** … 0189") could not send it back, and an unchanged one needs no write.
 */
export function toBillingAccountPayload(
  values: BillingAccountFormValues,
  initial: BillingAccountFormValues | undefined,
): Record<string, unknown> {
  const { iban, ...others } = values;
  const ibanChanged = !initial || iban !== initial.iban;
  return { ...others, ...(ibanChanged ? { iban } : {}) };
}
