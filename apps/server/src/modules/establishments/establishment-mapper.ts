import type { veterinaryEstablishmentAddresses } from '@vetbo/db/schema/index';
import type { Address } from '@vetbo/domain/addresses';
import { addressSummary } from '@vetbo/domain/addresses';
import type { Establishment } from '@vetbo/domain/establishments';
import { apiDateTime } from '../../lib/list.ts';
import type { EstablishmentRow } from './establishments.repository.ts';

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

export function toEstablishment({
  establishment: e,
  address,
  legalStructure,
  tags,
}: EstablishmentRow): Establishment {
  return {
    id: e.id,
    name: e.name,
    customName: e.customName,
    personalisedMention: e.personalisedMention,
    privilegedCode: e.privilegedCode,
    accountingCode: e.accountingCode,
    type: e.type,
    shortDescription: e.shortDescription,
    tags,
    legalStructureId: e.legalStructureId,
    legalStructure: legalStructure?.id ? legalStructure : null,
    mainAddressId: e.mainAddressId,
    mainAddress: address ? toAddress(address) : null,
    mainBillingAccountId: e.mainBillingAccountId,
    serviceVatCategory: e.serviceVatCategory,
    postalCode: address?.postalCode ?? null,
    city: address?.city ?? null,
    createdDate: apiDateTime(e.createdDate),
    updatedDate: apiDateTime(e.updatedDate),
  };
}
