// The seller (BG-4), the buyer (BG-7) and the deliver-to party (BG-13).
import { ALPHA2 } from '../countries.ts';
import type { BillingDocument, BillingParty, PostalAddress } from '../document.ts';
import { legalIdentityMention } from '../mentions.ts';
import { el, ela, text, type XmlNode } from './writer.ts';

/** ISO 6523 ICD: 0002 SIREN, 0009 SIRET. */
const legalScheme = (code: string): string => (code.length === 14 ? '0009' : '0002');

export const postalAddress = (address: PostalAddress): XmlNode =>
  el(
    'ram:PostalTradeAddress',
    text('ram:PostcodeCode', address.postalCode),
    text('ram:LineOne', address.street),
    text('ram:CityName', address.city),
    el('ram:CountryID', ALPHA2[address.country]),
  );

/** EN 16931 (BR-O-02) forbids VAT identifiers on a document "not subject to VAT". */
const notSubjectToVat = (doc: BillingDocument): boolean =>
  doc.vatBreakdown.some((e) => e.category === 'NONE');

export function tradeParty(name: string, party: BillingParty, doc: BillingDocument): XmlNode {
  const isSeller = name === 'ram:SellerTradeParty';
  return el(
    name,
    el('ram:Name', party.name),
    isSeller && text('ram:Description', legalIdentityMention(party)),
    party.legalCode &&
      el(
        'ram:SpecifiedLegalOrganization',
        ela('ram:ID', { schemeID: legalScheme(party.legalCode) }, party.legalCode),
      ),
    postalAddress(party.address),
    party.email && el('ram:URIUniversalCommunication', ela('ram:URIID', { schemeID: 'EM' }, party.email)),
    party.vatNumber &&
      !notSubjectToVat(doc) &&
      el('ram:SpecifiedTaxRegistration', ela('ram:ID', { schemeID: 'VA' }, party.vatNumber)),
  );
}

/**
 * The deliver-to party: the delivery address, else the buyer's. Always written: an intra-community
 * supply must name the country of delivery (BR-IC-12), and without it the delivery group of a document
 * without a delivery date would be empty, which Factur-X flags (PEPPOL-EN16931-R008).
 */
export const deliverToParty = (doc: BillingDocument): XmlNode =>
  el('ram:ShipToTradeParty', postalAddress(doc.deliveryAddress ?? doc.buyer.address));
