// Making SEPA files from a selection: the documents are locked, the pure plan (packages/domain money-files/sepa)
// decides what goes in and what is left out, each file is written, checked against its XSD and stored with
// its items in the same transaction. An invalid file is never stored (422 naming the first error).

import type { Db } from '@vetbo/db/database';
import { requiredMandates, sepaFileItems, sepaFiles } from '@vetbo/db/schema/index';
import { planCreditTransferFiles } from '@vetbo/domain/money-files/sepa/credit-transfer-plan';
import { creditTransferXml } from '@vetbo/domain/money-files/sepa/credit-transfer-xml';
import { planDirectDebitFiles } from '@vetbo/domain/money-files/sepa/direct-debit-plan';
import { directDebitXml } from '@vetbo/domain/money-files/sepa/direct-debit-xml';
import { totalsOfBatches } from '@vetbo/domain/money-files/sepa/totals';
import type { CreditTransferFile, DirectDebitFile, SepaVersion } from '@vetbo/domain/money-files/sepa/types';
import type {
  CreditTransferRequest,
  DirectDebitRequest,
  SepaExclusion,
  SepaFilesMade,
} from '@vetbo/domain/money-files/sepa-files-api';
import { ALPHA2 } from '@vetbo/invoice-documents/countries';
import { checkSepaXsd } from '@vetbo/invoice-documents/sepa-check';
import { inArray } from 'drizzle-orm';
import { ApiProblem, refusal } from '../../lib/problem.ts';
import type { Tx } from '../../lib/transaction.ts';
import type { WriteContext } from '../../lib/write-context.ts';
import { postgresFileStorage } from '../files/public.ts';
import { loadCreditTransferCandidates, loadDirectDebitCandidates } from './sepa-candidates.ts';
import { SEPA_FILE_PROBLEMS } from './sepa-files.problems.ts';
import { loadSepaFiles } from './sepa-files.queries.ts';

/** The first characters of every MsgId: the product's, then direct debit or transfer. */
const MESSAGE_ID_PREFIX = { DIRECT_DEBIT: 'VBSDD', CREDIT_TRANSFER: 'VBSCT' } as const;

interface StoredItem {
  documentId: number;
  amount: number;
  endToEndId: string;
  requestedDate: string;
  rum: string | null;
  sequenceType: string | null;
  amendmentKind: string | null;
  amendmentOriginalIban: string | null;
}

interface FileToStore {
  kind: 'DIRECT_DEBIT' | 'CREDIT_TRANSFER';
  creditorId: number;
  creditorName: string;
  messageId: string;
  xml: string;
  items: StoredItem[];
  requestedDate: string;
  controlSum: number;
}

/** The XSD check, in the document thread (sepa-check.ts): libxml2 never enters this process's heap. */
async function checked(file: FileToStore, schema: SepaVersion): Promise<FileToStore> {
  const [first] = await checkSepaXsd(file.xml, schema);
  if (first)
    throw refusal(SEPA_FILE_PROBLEMS.SEPA_FILE_INVALID, {
      params: { creditor: file.creditorName, schema, error: first },
    });
  return file;
}

async function store(tx: Tx, file: FileToStore, schemaVersion: SepaVersion, context: WriteContext) {
  const { blobId } = await postgresFileStorage.save(tx, Buffer.from(file.xml, 'utf8'));
  const [row] = await tx
    .insert(sepaFiles)
    .values({
      kind: file.kind,
      creditorId: file.creditorId,
      messageId: file.messageId,
      schemaVersion,
      requestedDate: file.requestedDate,
      transactionCount: file.items.length,
      controlSum: file.controlSum,
      fileName: `${file.messageId}.xml`,
      blobId,
      createdByUserId: context.userId,
    })
    .returning({ id: sepaFiles.id });
  const sepaFileId = row?.id as number;
  for (let start = 0; start < file.items.length; start += 1000) {
    const chunk = file.items.slice(start, start + 1000);
    await tx.insert(sepaFileItems).values(chunk.map((item) => ({ ...item, sepaFileId })));
  }
  return sepaFileId;
}

const earliestDay = (days: string[]) => days.reduce((a, b) => (b < a ? b : a));

function directDebitToStore(file: DirectDebitFile, xml: string, creditorName: string): FileToStore {
  const items = file.batches.flatMap((batch) =>
    batch.transactions.map((t) => ({
      documentId: t.documentId,
      amount: t.amount,
      endToEndId: t.endToEndId,
      requestedDate: batch.collectionDate,
      rum: t.mandateId,
      sequenceType: batch.sequenceType,
      amendmentKind: t.amendment?.kind ?? null,
      amendmentOriginalIban: t.amendment?.kind === 'ACCOUNT' ? t.amendment.originalIban : null,
    })),
  );
  return {
    kind: 'DIRECT_DEBIT',
    creditorId: file.creditorId,
    creditorName,
    messageId: file.messageId,
    xml,
    items,
    requestedDate: earliestDay(file.batches.map((batch) => batch.collectionDate)),
    controlSum: totalsOfBatches(file.batches).sum,
  };
}

function creditTransferToStore(file: CreditTransferFile, xml: string, creditorName: string): FileToStore {
  const items = file.batches.flatMap((batch) =>
    batch.transactions.map((t) => ({
      documentId: t.documentId,
      amount: t.amount,
      endToEndId: t.endToEndId,
      requestedDate: batch.executionDate,
      rum: null,
      sequenceType: null,
      amendmentKind: null,
      amendmentOriginalIban: null,
    })),
  );
  return {
    kind: 'CREDIT_TRANSFER',
    creditorId: file.debtorCreditorId,
    creditorName,
    messageId: file.messageId,
    xml,
    items,
    requestedDate: earliestDay(file.batches.map((batch) => batch.executionDate)),
    controlSum: totalsOfBatches(file.batches).sum,
  };
}

/** The ids asked for that do not exist (or are not of the kind asked), then the plan's exclusions. */
function exclusions(
  asked: readonly number[],
  found: ReadonlySet<number>,
  planned: readonly { documentId: number; reason: SepaExclusion['reason'] }[],
  numbers: ReadonlyMap<number, string | null>,
): SepaExclusion[] {
  const missing = [...new Set(asked)]
    .filter((id) => !found.has(id))
    .map((documentId) => ({ documentId, number: null, reason: 'NOT_FOUND' as const }));
  return [
    ...missing,
    ...planned.map((e) => ({
      documentId: e.documentId,
      number: numbers.get(e.documentId) ?? null,
      reason: e.reason,
    })),
  ].sort((a, b) => a.documentId - b.documentId);
}

/** 422 with every document left out and why (the panel lists them in the user's language). */
function nothingToExport(excluded: SepaExclusion[]) {
  return new ApiProblem(
    SEPA_FILE_PROBLEMS.NOTHING_TO_EXPORT,
    [],
    { count: String(excluded.length) },
    { excluded },
  );
}

export async function makeDirectDebitFiles(
  db: Db,
  input: DirectDebitRequest,
  context: WriteContext,
): Promise<SepaFilesMade> {
  const { ids, excluded } = await db.transaction(async (tx) => {
    const candidates = await loadDirectDebitCandidates(tx, input.invoiceIds);
    const plan = planDirectDebitFiles(candidates, {
      now: new Date(),
      messageIdPrefix: MESSAGE_ID_PREFIX.DIRECT_DEBIT,
      countryAlpha2: ALPHA2,
      collectionDate: input.collectionDate,
    });
    const numbers = new Map(candidates.map((c) => [c.documentId, c.number]));
    const excluded = exclusions(input.invoiceIds, new Set(numbers.keys()), plan.excluded, numbers);
    if (plan.files.length === 0) throw nothingToExport(excluded);
    const names = new Map(candidates.map((c) => [c.creditor.id, c.creditor.name]));
    const ids: number[] = [];
    for (const planned of plan.files) {
      const xml = directDebitXml(planned, input.schemaVersion);
      const file = directDebitToStore(planned, xml, names.get(planned.creditorId) ?? '');
      ids.push(await store(tx, await checked(file, input.schemaVersion), input.schemaVersion, context));
    }
    // The amendments now carried by a file: the mandates' history keeps them (sepa_file_items).
    if (plan.amendedMandates.length > 0)
      await tx
        .update(requiredMandates)
        .set({ amendedFromIban: null, amendedFromBic: null, amendedDate: null })
        .where(inArray(requiredMandates.rum, plan.amendedMandates));
    return { ids, excluded };
  });
  return { files: await loadSepaFiles(db, ids), excluded };
}

export async function makeCreditTransferFiles(
  db: Db,
  input: CreditTransferRequest,
  context: WriteContext,
): Promise<SepaFilesMade> {
  const { ids, excluded } = await db.transaction(async (tx) => {
    const candidates = await loadCreditTransferCandidates(tx, input.creditNoteIds);
    const plan = planCreditTransferFiles(candidates, {
      now: new Date(),
      messageIdPrefix: MESSAGE_ID_PREFIX.CREDIT_TRANSFER,
      countryAlpha2: ALPHA2,
      executionDate: input.executionDate,
    });
    const numbers = new Map(candidates.map((c) => [c.documentId, c.number]));
    const excluded = exclusions(input.creditNoteIds, new Set(numbers.keys()), plan.excluded, numbers);
    if (plan.files.length === 0) throw nothingToExport(excluded);
    const names = new Map(candidates.map((c) => [c.creditor.id, c.creditor.name]));
    const ids: number[] = [];
    for (const planned of plan.files) {
      const xml = creditTransferXml(planned, input.schemaVersion);
      const file = creditTransferToStore(planned, xml, names.get(planned.debtorCreditorId) ?? '');
      ids.push(await store(tx, await checked(file, input.schemaVersion), input.schemaVersion, context));
    }
    return { ids, excluded };
  });
  return { files: await loadSepaFiles(db, ids), excluded };
}
