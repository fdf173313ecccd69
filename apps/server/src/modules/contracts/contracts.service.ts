// Contracts' use cases: read one, and create one — in one transaction the contract, the subscriptions it
// covers and its first document (DRAFT) with the PDF generated from them, each with its history entry.
import type { Db } from '@vetbo/db/database';
import { contractDocuments, contractSubscriptions, contracts } from '@vetbo/db/schema/index';
import type { Contract, ContractCreate } from '@vetbo/domain/contracts';
import { parisDay } from '@vetbo/domain/paris-day';
import { notFound } from '../../lib/http.problems.ts';
import type { WriteContext } from '../../lib/write-context.ts';
import { createRecorded } from '../change-history/public.ts';
import { storePdf } from '../signatures/public.ts';
import { findContractDocumentRecord } from './contract-documents.repository.ts';
import { contractPdf } from './contract-pdf.render.ts';
import { checkContractReferences } from './contract-references.ts';
import { type ContractDocumentRecord, toContractDocument } from './contracts.mapper.ts';
import { findContract } from './contracts.repository.ts';

export const CONTRACT_LABEL = 'Contrat';
export async function loadContract(db: Db, id: number): Promise<Contract> {
  const contract = await findContract(db, id);
  if (!contract) throw notFound(CONTRACT_LABEL, id);
  return contract;
}

/** "Contrat — Abonnements 2027.pdf", without the characters file systems refuse. */
export const contractFileName = (entitled: string) =>
  `Contrat — ${entitled}.pdf`.replace(/[\\/:*?"<>|]/g, '-');

export async function createContract(
  db: Db,
  input: ContractCreate,
  context: WriteContext,
): Promise<Contract> {
  return db.transaction(async (tx) => {
    let documentId = 0;
    const contract = await createRecorded(tx, {
      resource: 'contracts',
      context,
      sent: input,
      write: async () => {
        const references = await checkContractReferences(tx, input);
        const [row] = await tx
          .insert(contracts)
          .values({
            veterinaryEstablishmentId: input.veterinaryEstablishmentId,
            entitled: input.entitled,
            createdByUserId: context.userId,
          })
          .returning();
        const created = row as NonNullable<typeof row>;
        await tx
          .insert(contractSubscriptions)
          .values(
            input.serviceSubscriptionIds.map((id) => ({ contractId: created.id, serviceSubscriptionId: id })),
          );
        const pdf = await contractPdf({
          entitled: input.entitled,
          ...references,
          draftedDay: parisDay(created.createdDate),
        });
        const fileId = await storePdf(
          tx,
          { fileName: contractFileName(input.entitled), title: `Contrat — ${input.entitled}`, pdf },
          context.userId,
        );
        const [document] = await tx
          .insert(contractDocuments)
          .values({ contractId: created.id, signerId: input.signerId, documentId: fileId })
          .returning({ id: contractDocuments.id });
        documentId = (document as { id: number }).id;
        return (await findContract(tx, created.id)) as Contract;
      },
    });
    // Its first document (DRAFT), in the history of contract documents.
    await createRecorded(tx, {
      resource: 'contract_documents',
      context,
      write: async () =>
        toContractDocument((await findContractDocumentRecord(tx, documentId)) as ContractDocumentRecord),
    });
    return contract;
  });
}
