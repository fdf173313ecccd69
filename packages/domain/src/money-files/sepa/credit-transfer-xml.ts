// The pain.001 (SEPA credit transfer initiation) XML of a planned file, in the 2019 version (.09, the
// current EPC guidelines) or the 2009 one (.03). Counts and control sums come from the transactions.
import { sepaAmount } from '../../money/format.ts';
import { epcIdentifier, epcText, SEPA_MAX } from './epc-text.ts';
import {
  type Generation,
  isoDateTime,
  writeAccount,
  writeAgent,
  writeAmount,
  writeParty,
} from './party-xml.ts';
import { totalsOf, totalsOfBatches } from './totals.ts';
import type {
  CreditTransferBatch,
  CreditTransferFile,
  CreditTransferTransaction,
  CreditTransferVersion,
} from './types.ts';
import { XmlLines } from './xml.ts';

const id = (value: string) => epcIdentifier(value, SEPA_MAX.identifier);

function writeTransaction(x: XmlLines, tx: CreditTransferTransaction, generation: Generation): void {
  x.start('CdtTrfTxInf');
  x.nested(['PmtId', 'EndToEndId'], id(tx.endToEndId));
  x.start('Amt');
  writeAmount(x, 'InstdAmt', tx.amount);
  x.end();
  // The payee's bank is optional in a transfer (IBAN-only): named only when the BIC is known.
  if (tx.creditor.bic) writeAgent(x, 'CdtrAgt', tx.creditor.bic, generation);
  writeParty(x, 'Cdtr', tx.creditor, generation);
  writeAccount(x, 'CdtrAcct', tx.creditor.iban);
  x.nested(['RmtInf', 'Ustrd'], epcText(tx.remittanceInformation, SEPA_MAX.remittance));
  x.end();
}

function writeBatch(
  x: XmlLines,
  file: CreditTransferFile,
  batch: CreditTransferBatch,
  generation: Generation,
): void {
  const totals = totalsOf(batch.transactions);
  x.start('PmtInf');
  x.leaf('PmtInfId', id(batch.paymentInformationId)).leaf('PmtMtd', 'TRF');
  x.leaf('NbOfTxs', String(totals.count)).leaf('CtrlSum', sepaAmount(totals.sum));
  x.nested(['PmtTpInf', 'SvcLvl', 'Cd'], 'SEPA');
  if (generation === 2019) x.nested(['ReqdExctnDt', 'Dt'], batch.executionDate);
  else x.leaf('ReqdExctnDt', batch.executionDate);
  writeParty(x, 'Dbtr', file.debtor, generation);
  writeAccount(x, 'DbtrAcct', file.debtor.iban);
  writeAgent(x, 'DbtrAgt', file.debtor.bic, generation);
  x.leaf('ChrgBr', 'SLEV');
  for (const tx of batch.transactions) writeTransaction(x, tx, generation);
  x.end();
}

/** The file's XML; `version` is the pain.001 schema it follows (default the current EPC one). */
export function creditTransferXml(
  file: CreditTransferFile,
  version: CreditTransferVersion = 'pain.001.001.09',
): string {
  const generation: Generation = version === 'pain.001.001.09' ? 2019 : 2009;
  const nonEmpty = file.batches.filter((batch) => batch.transactions.length > 0);
  if (nonEmpty.length === 0) throw new RangeError('A transfer file needs at least one transaction');
  const totals = totalsOfBatches(nonEmpty);
  const x = new XmlLines();
  x.start('Document', { xmlns: `urn:iso:std:iso:20022:tech:xsd:${version}` }).start('CstmrCdtTrfInitn');
  x.start('GrpHdr');
  x.leaf('MsgId', id(file.messageId)).leaf('CreDtTm', isoDateTime(file.createdAt));
  x.leaf('NbOfTxs', String(totals.count)).leaf('CtrlSum', sepaAmount(totals.sum));
  x.nested(['InitgPty', 'Nm'], epcText(file.debtor.name, SEPA_MAX.name));
  x.end();
  for (const batch of nonEmpty) writeBatch(x, file, batch, generation);
  x.end().end();
  return x.toString();
}
