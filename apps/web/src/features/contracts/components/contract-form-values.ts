// The create-contract panel's values (strings and checked ids, as the inputs hold them) and its payload.
import { type ContractCreate, contractCreateSchema } from '@vetbo/domain/contracts';
import { translateValidationMessage } from '@vetbo/domain/validation-messages';
import { currentLocale } from '../../../lib/i18n.ts';
import { type ParsedPayload, parsePayload } from '../../../lib/parse-payload.ts';

export interface ContractFormValues extends Record<string, unknown> {
  entitled: string;
  /** The checked subscriptions' ids, as the checkboxes' values. */
  serviceSubscriptionIds: string[];
  signerId: string;
}

export const emptyContractValues = (): ContractFormValues => ({
  entitled: '',
  serviceSubscriptionIds: [],
  signerId: '',
});

/** The fields the panel shows: errors on any other path go to its summary. */
export const CONTRACT_FORM_PATHS = ['entitled', 'serviceSubscriptionIds', 'signerId'] as const;

export const toContractPayload = (values: ContractFormValues, establishmentId: number) => ({
  veterinaryEstablishmentId: establishmentId,
  entitled: values.entitled,
  serviceSubscriptionIds: values.serviceSubscriptionIds.map(Number),
  signerId: values.signerId === '' ? undefined : Number(values.signerId),
});

/** The payload checked by the domain schema; no signer chosen reads "required", not "not a number". */
export function parseContract(
  values: ContractFormValues,
  establishmentId: number,
): ParsedPayload<ContractCreate> {
  const parsed = parsePayload(contractCreateSchema, toContractPayload(values, establishmentId));
  if ('errors' in parsed && values.signerId === '')
    parsed.errors.signerId = translateValidationMessage('required', currentLocale());
  return parsed;
}
