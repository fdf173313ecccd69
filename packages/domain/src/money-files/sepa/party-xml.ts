// The pieces both messages share: parties, addresses, accounts and agents, in the 2019 versions
// (pain.008.001.08, pain.001.001.09) or the 2009 ones (pain.008.001.02, pain.001.001.03).
import { sepaAmount } from '../../money/format.ts';
import type { Cents } from '../../money/safe-cents.ts';
import { epcText, SEPA_MAX } from './epc-text.ts';
import type { SepaAddress, SepaParty } from './types.ts';
import type { XmlLines } from './xml.ts';

/** 2019: structured address, BICFI. 2009: BIC, and the address as country and two lines (EPC guidelines). */
export type Generation = 2009 | 2019;

/** `Ccy="EUR"` and "1234.56": every SEPA amount is in euros. */
export const writeAmount = (x: XmlLines, tag: string, cents: Cents): XmlLines =>
  x.leaf(tag, sepaAmount(cents), { Ccy: 'EUR' });

/** "2026-11-27T13:38:18Z": the creation instant to the second, in UTC. */
export const isoDateTime = (at: Date): string => `${at.toISOString().slice(0, 19)}Z`;

function writeAddress(x: XmlLines, address: SepaAddress, generation: Generation): void {
  const text = (value: string | null, max: number) => (value ? epcText(value, max) : '');
  x.start('PstlAdr');
  if (generation === 2019) {
    const street = text(address.streetName, SEPA_MAX.streetName);
    const building = text(address.buildingNumber, SEPA_MAX.buildingNumber);
    const postCode = text(address.postCode, SEPA_MAX.postCode);
    if (street) x.leaf('StrtNm', street);
    if (street && building) x.leaf('BldgNb', building);
    if (postCode) x.leaf('PstCd', postCode);
    x.leaf('TwnNm', text(address.townName, SEPA_MAX.townName));
    x.leaf('Ctry', address.country);
  } else {
    x.leaf('Ctry', address.country);
    const street = text(
      [address.buildingNumber, address.streetName].filter(Boolean).join(' '),
      SEPA_MAX.addressLine,
    );
    if (street) x.leaf('AdrLine', street);
    x.leaf(
      'AdrLine',
      text([address.postCode, address.townName].filter(Boolean).join(' '), SEPA_MAX.addressLine),
    );
  }
  x.end();
}

/** `<tag><Nm>…</Nm><PstlAdr>…</PstlAdr></tag>`. */
export function writeParty(x: XmlLines, tag: string, party: SepaParty, generation: Generation): void {
  x.start(tag).leaf('Nm', epcText(party.name, SEPA_MAX.name));
  if (party.address) writeAddress(x, party.address, generation);
  x.end();
}

/** `<tag><Id><IBAN>…</IBAN></Id></tag>`. */
export const writeAccount = (x: XmlLines, tag: string, iban: string): XmlLines =>
  x.nested([tag, 'Id', 'IBAN'], iban);

/** `<tag><FinInstnId><BICFI>…</BICFI></FinInstnId></tag>`, or NOTPROVIDED without a BIC (EPC, IBAN-only). */
export function writeAgent(x: XmlLines, tag: string, bic: string | null, generation: Generation): void {
  if (bic) x.nested([tag, 'FinInstnId', generation === 2019 ? 'BICFI' : 'BIC'], bic);
  else x.nested([tag, 'FinInstnId', 'Othr', 'Id'], 'NOTPROVIDED');
}
