import type { veterinaryEstablishmentAddresses } from '@vetbo/db/schema/index';
import type { Address } from '@vetbo/domain/addresses';
import { addressSummary } from '@vetbo/domain/addresses';
import type { Establishment } from '@vetbo/domain/establishments';
import { apiDateTime } from '../../lib/list.ts';
import type { EstablishmentRecord } from './establishment-statements.ts';

export function toAddress(row: typeof veterinaryEstablishmentAddresses.$inferSelect): Address {
  return {
    id: row.id,
    veterinaryEstablishmentId: row.veterinaryEstablishmentId,
    streetNumber: row.streetNumber,
    streetName: row.streetName,
    additionalAddress: row.additionalAddress,
    postalCode: row.postalCode,
    city: row.city,
    country: row.country,
    email: row.email,
    phone: row.phone,
    link: row.link,
    addressSummary: addressSummary(row),
    createdDate: apiDateTime(row.createdDate),
    updatedDate: apiDateTime(row.updatedDate),
  };
}

/** The main address of a flat record (null when the establishment has none). */
function mainAddressOf(r: EstablishmentRecord): Address | null {
  if (r.main_address_id === null || r.street_name === null) return null;
  const address = {
    streetNumber: r.street_number,
    streetName: r.street_name,
    additionalAddress: r.additional_address,
    postalCode: r.postal_code ?? '',
    city: r.city ?? '',
  };
  return {
    id: r.main_address_id,
    veterinaryEstablishmentId: r.address_establishment_id ?? r.id,
    ...address,
    country: r.country as Address['country'],
    email: r.email,
    phone: r.phone,
    link: r.link,
    addressSummary: addressSummary(address),
    createdDate: r.address_created_date ?? '',
    updatedDate: r.address_updated_date ?? '',
  };
}

export function toEstablishment(r: EstablishmentRecord): Establishment {
  return {
    id: r.id,
    name: r.name,
    customName: r.custom_name,
    personalisedMention: r.personalised_mention,
    privilegedCode: r.privileged_code,
    accountingCode: r.accounting_code,
    type: r.type,
    shortDescription: r.short_description,
    tags: r.tags,
    legalStructureId: r.legal_structure_id,
    legalStructure:
      r.legal_structure_id !== null && r.social_reason !== null
        ? { id: r.legal_structure_id, socialReason: r.social_reason }
        : null,
    mainAddressId: r.main_address_id,
    mainAddress: mainAddressOf(r),
    mainBillingAccountId: r.main_billing_account_id,
    serviceVatCategory: r.service_vat_category,
    postalCode: r.postal_code,
    city: r.city,
    createdDate: r.created_date,
    updatedDate: r.updated_date,
  };
}
