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

/** The fields a billing account's PATCH no longer writes: they change with four eyes (BankDetailsSection). */
const BANK_DETAILS = ['iban', 'bicSwift', 'identityName'] as const;

/** The fields the form shows: on edit, the bank details are not among them. */
export const formPathsFor = (mode: 'create' | 'edit') =>
  mode === 'create'
    ? BILLING_ACCOUNT_FORM_PATHS
    : BILLING_ACCOUNT_FORM_PATHS.filter((path) => !(BANK_DETAILS as readonly string[]).includes(path));

/** The body before validation: a new account with its bank details, an edit without them. */
export function toBillingAccountPayload(
  values: BillingAccountFormValues,
  mode: 'create' | 'edit',
): Record<string, unknown> {
  if (mode === 'create') return { ...values };
  const { iban: _iban, bicSwift: _bic, identityName: _holder, ...others } = values;
  return others;
}
