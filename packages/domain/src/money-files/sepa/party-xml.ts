// The pieces both messages share: parties, addresses, accounts and agents, in the 2019 versions
// (pain.008.001.08, pain.001.001.09) or the 2009 ones (pain.008.001.02, pain.001.001.03).
import { sepaAmount } from '../../money/format.ts';
import type { Cents } from '../../money/safe-cents.ts';
import { epcIdentifier, epcText, SEPA_MAX } from './epc-text.ts';
import { totalsOfBatches } from './totals.ts';
import type { SepaAddress, SepaParty } from './types.ts';
import { XmlLines } from './xml.ts';

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

/** A message identifier (MsgId, PmtInfId, EndToEndId) in the EPC set, at most 35 characters. */
export const sepaIdentifier = (value: string): string => epcIdentifier(value, SEPA_MAX.identifier);

interface MessageFrame<B extends { transactions: readonly { amount: Cents }[] }> {
  /** The schema, e.g. `pain.008.001.08`: the document's namespace. */
  version: string;
  /** `CstmrDrctDbtInitn` or `CstmrCdtTrfInitn`. */
  root: string;
  messageId: string;
  createdAt: Date;
  /** InitgPty/Nm: the organisation that sends the file. */
  initiator: string;
  /** "direct-debit" or "transfer", for the refusal of an empty file. */
  kind: string;
  batches: readonly B[];
}

/**
 * Both messages' frame: the document, its root, the group header (NbOfTxs and CtrlSum over every batch with
 * transactions), then each such batch as `writeBatch` writes it. A file with no transaction is refused.
 */
export function sepaMessage<B extends { transactions: readonly { amount: Cents }[] }>(
  frame: MessageFrame<B>,
  writeBatch: (x: XmlLines, batch: B) => void,
): string {
  const nonEmpty = frame.batches.filter((batch) => batch.transactions.length > 0);
  if (nonEmpty.length === 0) throw new RangeError(`A ${frame.kind} file needs at least one transaction`);
  const totals = totalsOfBatches(nonEmpty);
  const x = new XmlLines();
  x.start('Document', { xmlns: `urn:iso:std:iso:20022:tech:xsd:${frame.version}` }).start(frame.root);
  x.start('GrpHdr');
  x.leaf('MsgId', sepaIdentifier(frame.messageId)).leaf('CreDtTm', isoDateTime(frame.createdAt));
  x.leaf('NbOfTxs', String(totals.count)).leaf('CtrlSum', sepaAmount(totals.sum));
  x.nested(['InitgPty', 'Nm'], epcText(frame.initiator, SEPA_MAX.name));
  x.end();
  for (const batch of nonEmpty) writeBatch(x, batch);
  x.end().end();
  return x.toString();
}
