// The pain.001 (SEPA credit transfer initiation) XML of a planned file, in the 2019 version (.09, the
// current EPC guidelines) or the 2009 one (.03). Counts and control sums come from the transactions.
import { sepaAmount } from '../../money/format.ts';
import { epcText, SEPA_MAX } from './epc-text.ts';
import {
  type Generation,
  sepaIdentifier,
  sepaMessage,
  writeAccount,
  writeAgent,
  writeAmount,
  writeParty,
} from './party-xml.ts';
import { totalsOf } from './totals.ts';
import type {
  CreditTransferBatch,
  CreditTransferFile,
  CreditTransferTransaction,
  CreditTransferVersion,
} from './types.ts';
import type { XmlLines } from './xml.ts';

const id = sepaIdentifier;

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
  return sepaMessage(
    {
      version,
      root: 'CstmrCdtTrfInitn',
      messageId: file.messageId,
      createdAt: file.createdAt,
      initiator: file.debtor.name,
      batches: file.batches,
      kind: 'transfer',
    },
    (x, batch) => writeBatch(x, file, batch, generation),
  );
}
