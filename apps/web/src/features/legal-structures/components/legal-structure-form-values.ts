import type { Schema } from '@vetbo/api-client/client';

export interface LegalStructureFormValues {
  [key: string]: unknown;
  socialReason: string;
  tradeName: string;
  legalCode: string;
  legalForm: string;
  apeCode: string;
  vatIntraCommunityNumber: string;
  headQuarterAddress: {
    streetNumber: string;
    streetName: string;
    postalCode: string;
    city: string;
    country: string;
  };
}

/** Every input of the form, by the dot path used for its `name` and for API `errors[].path`. */
export const LEGAL_STRUCTURE_FORM_PATHS = [
  'socialReason',
  'tradeName',
  'legalCode',
  'legalForm',
  'apeCode',
  'vatIntraCommunityNumber',
  'headQuarterAddress.streetNumber',
  'headQuarterAddress.streetName',
  'headQuarterAddress.postalCode',
  'headQuarterAddress.city',
  'headQuarterAddress.country',
] as const;

const text = (value: string | null | undefined) => value ?? '';

export function toFormValues(structure?: Schema<'LegalStructure'>): LegalStructureFormValues {
  const address = structure?.headQuarterAddress;
  return {
    socialReason: text(structure?.socialReason),
    tradeName: text(structure?.tradeName),
    legalCode: text(structure?.legalCode),
    legalForm: text(structure?.legalForm),
    apeCode: text(structure?.apeCode),
    vatIntraCommunityNumber: text(structure?.vatIntraCommunityNumber),
    headQuarterAddress: {
      streetNumber: text(address?.streetNumber),
      streetName: text(address?.streetName),
      postalCode: text(address?.postalCode),
      city: text(address?.city),
      country: address?.country ?? 'FRA',
    },
  };
}

/** The body before validation: empty optional inputs become null (the shared schemas do it too). */
export function toLegalStructurePayload(values: LegalStructureFormValues): Record<string, unknown> {
  return {
    ...values,
    tradeName: values.tradeName || null,
    legalForm: values.legalForm || undefined,
    headQuarterAddress: {
      ...values.headQuarterAddress,
      streetNumber: values.headQuarterAddress.streetNumber || null,
    },
  };
}
