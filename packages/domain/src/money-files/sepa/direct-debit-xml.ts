// The pain.008 (SEPA Core direct debit initiation) XML of a planned file, in the 2019 version (.08, the
// current EPC guidelines) or the 2009 one (.02, for banks that still want it). Counts and control sums are
// computed here from the transactions, in integer cents.
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
  DirectDebitBatch,
  DirectDebitFile,
  DirectDebitTransaction,
  DirectDebitVersion,
} from './types.ts';
import type { XmlLines } from './xml.ts';

const id = sepaIdentifier;

function writeTransaction(x: XmlLines, tx: DirectDebitTransaction, generation: Generation): void {
  x.start('DrctDbtTxInf');
  x.nested(['PmtId', 'EndToEndId'], id(tx.endToEndId));
  writeAmount(x, 'InstdAmt', tx.amount);
  x.start('DrctDbtTx').start('MndtRltdInf');
  x.leaf('MndtId', id(tx.mandateId)).leaf('DtOfSgntr', tx.signatureDate);
  x.leaf('AmdmntInd', tx.amendment ? 'true' : 'false');
  if (tx.amendment?.kind === 'ACCOUNT') {
    x.start('AmdmntInfDtls');
    writeAccount(x, 'OrgnlDbtrAcct', tx.amendment.originalIban);
    x.end();
  } else if (tx.amendment?.kind === 'SMNDA') {
    x.nested(['AmdmntInfDtls', 'OrgnlDbtrAgt', 'FinInstnId', 'Othr', 'Id'], 'SMNDA');
  }
  x.end().end();
  writeAgent(x, 'DbtrAgt', tx.debtor.bic, generation);
  writeParty(x, 'Dbtr', tx.debtor, generation);
  writeAccount(x, 'DbtrAcct', tx.debtor.iban);
  x.nested(['RmtInf', 'Ustrd'], epcText(tx.remittanceInformation, SEPA_MAX.remittance));
  x.end();
}

function writeBatch(
  x: XmlLines,
  file: DirectDebitFile,
  batch: DirectDebitBatch,
  generation: Generation,
): void {
  const totals = totalsOf(batch.transactions);
  x.start('PmtInf');
  x.leaf('PmtInfId', id(batch.paymentInformationId)).leaf('PmtMtd', 'DD');
  x.leaf('NbOfTxs', String(totals.count));
  x.leaf('CtrlSum', sepaAmount(totals.sum));
  x.start('PmtTpInf');
  x.nested(['SvcLvl', 'Cd'], 'SEPA').nested(['LclInstrm', 'Cd'], 'CORE').leaf('SeqTp', batch.sequenceType);
  x.end();
  x.leaf('ReqdColltnDt', batch.collectionDate);
  writeParty(x, 'Cdtr', file.creditor, generation);
  writeAccount(x, 'CdtrAcct', file.creditor.iban);
  writeAgent(x, 'CdtrAgt', file.creditor.bic, generation);
  x.leaf('ChrgBr', 'SLEV');
  x.start('CdtrSchmeId').start('Id').start('PrvtId').start('Othr');
  x.leaf('Id', file.creditorIdentifier).nested(['SchmeNm', 'Prtry'], 'SEPA');
  x.end().end().end().end();
  for (const tx of batch.transactions) writeTransaction(x, tx, generation);
  x.end();
}

/** The file's XML; `version` is the pain.008 schema it follows (default the current EPC one). */
export function directDebitXml(
  file: DirectDebitFile,
  version: DirectDebitVersion = 'pain.008.001.08',
): string {
  const generation: Generation = version === 'pain.008.001.08' ? 2019 : 2009;
  return sepaMessage(
    {
      version,
      root: 'CstmrDrctDbtInitn',
      messageId: file.messageId,
      createdAt: file.createdAt,
      initiator: file.creditor.name,
      batches: file.batches,
      kind: 'direct-debit',
    },
    (x, batch) => writeBatch(x, file, batch, generation),
  );
}
