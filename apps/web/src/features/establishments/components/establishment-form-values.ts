import type { CountryCode } from '@vetbo/domain/enums';
import type { Establishment } from '@vetbo/domain/establishments';

export interface AddressFormValues {
  streetNumber: string;
  streetName: string;
  additionalAddress: string;
  postalCode: string;
  city: string;
  country: CountryCode;
  email: string;
  phone: string;
  link: string;
}

export interface EstablishmentFormValues {
  [key: string]: unknown;
  name: string;
  customName: string;
  privilegedCode: string;
  accountingCode: string;
  type: string;
  shortDescription: string;
  personalisedMention: string;
  tags: string[];
  legalStructureId: string;
  serviceVatCategory: string;
  mainAddress: AddressFormValues;
}

/** Every input of the form, by the dot path used for its `name` and for API `errors[].path`. */
export const ESTABLISHMENT_FORM_PATHS = [
  'name',
  'customName',
  'privilegedCode',
  'accountingCode',
  'type',
  'shortDescription',
  'personalisedMention',
  'tags',
  'legalStructureId',
  'serviceVatCategory',
  'mainAddress.streetNumber',
  'mainAddress.streetName',
  'mainAddress.additionalAddress',
  'mainAddress.postalCode',
  'mainAddress.city',
  'mainAddress.country',
  'mainAddress.email',
  'mainAddress.phone',
  'mainAddress.link',
] as const;

const text = (value: string | null | undefined) => value ?? '';

export function toFormValues(establishment?: Establishment): EstablishmentFormValues {
  const address = establishment?.mainAddress;
  return {
    name: text(establishment?.name),
    customName: text(establishment?.customName),
    privilegedCode: text(establishment?.privilegedCode),
    accountingCode: text(establishment?.accountingCode),
    type: text(establishment?.type),
    shortDescription: text(establishment?.shortDescription),
    personalisedMention: text(establishment?.personalisedMention),
    tags: establishment?.tags ?? [],
    legalStructureId: establishment?.legalStructureId ? String(establishment.legalStructureId) : '',
    serviceVatCategory: text(establishment?.serviceVatCategory),
    mainAddress: {
      streetNumber: text(address?.streetNumber),
      streetName: text(address?.streetName),
      additionalAddress: text(address?.additionalAddress),
      postalCode: text(address?.postalCode),
      city: text(address?.city),
      country: (address?.country as CountryCode | undefined) ?? 'FRA',
      email: text(address?.email),
      phone: text(address?.phone),
      link: text(address?.link),
    },
  };
}

function isAddressEmpty(address: AddressFormValues): boolean {
  const { country: _country, ...fields } = address;
  return Object.values(fields).every((value) => value.trim() === '');
}

/**
 * The request body before validation: empty optional inputs become null (the shared schemas turn
 * '' into null as well). The main address is always sent on creation (its street, postal code and
 * city are required); on edition only when there is one or the user started one.
 */
export function toEstablishmentPayload(
  values: EstablishmentFormValues,
  mode: 'create' | 'edit',
  hadAddress = false,
): Record<string, unknown> {
  const { mainAddress, ...fields } = values;
  const sendAddress = mode === 'create' || hadAddress || !isAddressEmpty(mainAddress);
  return {
    ...fields,
    type: fields.type || undefined,
    legalStructureId: fields.legalStructureId || null,
    serviceVatCategory: fields.serviceVatCategory || null,
    ...(sendAddress ? { mainAddress } : {}),
  };
}
