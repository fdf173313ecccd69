// A contract document's status (spec §4): DRAFT → SENT sends the signature request first (a provider
// failure is a 502 and leaves it DRAFT); DRAFT or SENT → CANCELLED (a SENT one's request is cancelled,
// at the provider too); SIGNED comes from the signature only. Anything else is a 409.
import type { Db } from '@vetbo/db/database';
import { contractDocuments, documents, signatureRequests } from '@vetbo/db/schema/index';
import { type ContractDocument, type ContractDocumentUpdate, canTransition } from '@vetbo/domain/contracts';
import type { ContractDocumentStatus } from '@vetbo/domain/enums';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { assertIfMatch } from '../../lib/etag.ts';
import { notFound } from '../../lib/http.problems.ts';
import { refusal } from '../../lib/problem.ts';
import type { Tx } from '../../lib/transaction.ts';
import type { WriteContext } from '../../lib/write-context.ts';
import { updateRecorded } from '../change-history/public.ts';
import { postgresFileStorage } from '../files/public.ts';
import type { SignatureProviderAdapter } from '../signatures/public.ts';
import { createSignatureRequest } from '../signatures/public.ts';
import { findContractDocumentRecord } from './contract-documents.repository.ts';
import { contractSignatureBox } from './contract-pdf.render.ts';
import { type ContractDocumentRecord, toContractDocument } from './contracts.mapper.ts';
import { CONTRACT_PROBLEMS } from './contracts.problems.ts';
import { contractFileName } from './contracts.service.ts';

const LABEL = 'Document de contrat';
type Log = { error(object: unknown, message: string): void };
export type StatusContext = WriteContext & { log: Log };

const transitionRefused = (from: ContractDocumentStatus, to: ContractDocumentStatus) =>
  refusal(CONTRACT_PROBLEMS.CONTRACT_TRANSITION, { params: { from, to } });

export async function loadContractDocument(db: Db, id: number): Promise<ContractDocument> {
  const record = await findContractDocumentRecord(db, id);
  if (!record) throw notFound(LABEL, id);
  return toContractDocument(record);
}

async function storedPdf(db: Db, documentId: number): Promise<Buffer> {
  const [file] = await db
    .select({ blobId: documents.blobId })
    .from(documents)
    .where(eq(documents.id, documentId));
  const pdf = file ? await postgresFileStorage.read(db, file.blobId) : null;
  if (!pdf) throw notFound('Document', documentId);
  return pdf;
}

/** The status change in one transaction with its history entry; null when the document moved meanwhile. */
function writeStatus(
  tx: Tx,
  id: number,
  context: WriteContext,
  from: ContractDocumentStatus[],
  values: Partial<typeof contractDocuments.$inferInsert>,
) {
  return updateRecorded(tx, {
    resource: 'contract_documents',
    id,
    context,
    lock: () => findContractDocumentRecord(tx, id, { forUpdate: true }),
    notFound: () => notFound(LABEL, id),
    toApi: toContractDocument,
    write: async (before) => {
      if (!from.includes(before.status))
        throw transitionRefused(before.status, values.status ?? before.status);
      await tx.update(contractDocuments).set(values).where(eq(contractDocuments.id, id));
      return toContractDocument((await findContractDocumentRecord(tx, id)) as ContractDocumentRecord);
    },
  });
}

async function send(
  db: Db,
  provider: SignatureProviderAdapter,
  record: ContractDocumentRecord,
  context: StatusContext,
) {
  const { document, signer } = record;
  const pdf = await storedPdf(db, document.documentId);
  const pages = (await PDFDocument.load(pdf)).getPageCount();
  const title = `Contrat — ${record.contractEntitled}`;
  const requestId = await createSignatureRequest(
    db,
    provider,
    {
      name: `${title} — ${record.establishmentName}`.slice(0, 255),
      subject: { contractDocumentId: document.id },
      documents: [
        {
          title,
          fileName: contractFileName(record.contractEntitled),
          pdf,
          field: contractSignatureBox(pages),
          veterinaryEstablishmentId: record.establishmentId,
        },
      ],
      signers: [
        { userId: signer.id, firstName: signer.firstName, lastName: signer.lastName, email: signer.email },
      ],
      createdByUserId: context.userId,
    },
    context.log,
  );
  try {
    return await db.transaction((tx) =>
      writeStatus(tx, document.id, context, ['DRAFT'], { status: 'SENT', sentDate: new Date() }),
    );
  } catch (error) {
    // Cancelled meanwhile: the request just sent must not stay open.
    await cancelAtProvider(
      provider,
      await closeRequests(db, eq(signatureRequests.id, requestId)),
      context.log,
    );
    throw error;
  }
}

/** Marks the open requests matching `where` CANCELED; answers them for the provider. */
function closeRequests(executor: Db | Tx, where: SQL | undefined) {
  return executor
    .update(signatureRequests)
    .set({ status: 'CANCELED', finishedDate: new Date() })
    .where(and(where, inArray(signatureRequests.status, ['DRAFT', 'ONGOING'])))
    .returning({ id: signatureRequests.id, externalId: signatureRequests.externalId });
}

/** Tells the provider; its refusal is only logged (our request's status is the truth). */
async function cancelAtProvider(
  provider: SignatureProviderAdapter,
  closed: { id: number; externalId: string | null }[],
  log: Log,
) {
  for (const { id, externalId } of closed) {
    if (!externalId) continue;
    await provider.cancel(externalId, 'Contrat annulé').catch((error: unknown) => {
      log.error({ err: error, signatureRequestId: id }, 'signature provider did not cancel a request');
    });
  }
}

async function cancel(db: Db, provider: SignatureProviderAdapter, id: number, context: StatusContext) {
  const { answer, closed } = await db.transaction(async (tx) => {
    const changed = await writeStatus(tx, id, context, ['DRAFT', 'SENT'], {
      status: 'CANCELLED',
      cancelledDate: new Date(),
    });
    return { answer: changed, closed: await closeRequests(tx, eq(signatureRequests.contractDocumentId, id)) };
  });
  await cancelAtProvider(provider, closed, context.log);
  return answer;
}

export async function changeContractDocumentStatus(
  db: Db,
  provider: SignatureProviderAdapter,
  id: number,
  input: ContractDocumentUpdate,
  context: StatusContext,
): Promise<ContractDocument> {
  const record = await findContractDocumentRecord(db, id);
  if (!record) throw notFound(LABEL, id);
  const from = record.document.status;
  if (!canTransition(from, input.status)) throw transitionRefused(from, input.status);
  if (input.status === 'CANCELLED') return cancel(db, provider, id, context);
  assertIfMatch(context.ifMatch, toContractDocument(record));
  return send(db, provider, record, context);
}
