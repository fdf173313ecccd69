// Contracts' use cases: read one, and create one — in one transaction the contract, the subscriptions it
// covers and its first document (DRAFT) with the PDF generated from them, each with its history entry.
import type { Db } from '@vetbo/db/database';
import { contractDocuments, contractSubscriptions, contracts } from '@vetbo/db/schema/index';
import type { Contract, ContractCreate } from '@vetbo/domain/contracts';
import { rethrowConstraintViolation } from '../../lib/constraint-problems.ts';
import { notFound } from '../../lib/problem.ts';
import type { WriteContext } from '../../lib/write-context.ts';
import { recordChange } from '../change-history/record-change.ts';
import { storePdf } from '../signatures/create-signature-request.ts';
import { findContractDocumentRecord } from './contract-documents.repository.ts';
import { contractPdf } from './contract-pdf.render.ts';
import { checkContractReferences } from './contract-references.ts';
import { toContractDocument } from './contracts.mapper.ts';
import { findContract } from './contracts.repository.ts';

export const CONTRACT_LABEL = 'Contrat';
/** A day as YYYY-MM-DD in Paris (the contract's date as the establishment reads it). */
const parisDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' });

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
  return db
    .transaction(async (tx) => {
      const references = await checkContractReferences(tx, input);
      const [row] = await tx
        .insert(contracts)
        .values({
          veterinaryEstablishmentId: input.veterinaryEstablishmentId,
          entitled: input.entitled,
          createdByUserId: context.userId,
        })
        .returning();
      const contract = row as NonNullable<typeof row>;
      await tx
        .insert(contractSubscriptions)
        .values(
          input.serviceSubscriptionIds.map((id) => ({ contractId: contract.id, serviceSubscriptionId: id })),
        );
      const pdf = await contractPdf({
        entitled: input.entitled,
        ...references,
        draftedDay: parisDay.format(contract.createdDate),
      });
      const documentId = await storePdf(
        tx,
        { fileName: contractFileName(input.entitled), title: `Contrat — ${input.entitled}`, pdf },
        context.userId,
      );
      const [document] = await tx
        .insert(contractDocuments)
        .values({ contractId: contract.id, signerId: input.signerId, documentId })
        .returning({ id: contractDocuments.id });
      const documentRecord = await findContractDocumentRecord(tx, document?.id as number);
      const after = (await findContract(tx, contract.id)) as Contract;
      await recordChange(tx, {
        userId: context.userId,
        resource: 'contracts',
        resourceId: contract.id,
        kind: 'CREATE',
        before: null,
        after,
      });
      if (documentRecord)
        await recordChange(tx, {
          userId: context.userId,
          resource: 'contract_documents',
          resourceId: documentRecord.document.id,
          kind: 'CREATE',
          before: null,
          after: toContractDocument(documentRecord),
        });
      return after;
    })
    .catch(rethrowConstraintViolation);
}
