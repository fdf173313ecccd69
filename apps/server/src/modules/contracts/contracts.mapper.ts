// Contracts and contract documents: rows → API objects.

import type { contractDocuments, contracts } from '@vetbo/db/schema/index';
import type { Contract, ContractDocument } from '@vetbo/domain/contracts';
import { apiDateTime, optionalApiDateTime } from '../../lib/list.ts';

export type ContractRow = typeof contracts.$inferSelect;
export type ContractDocumentRow = typeof contractDocuments.$inferSelect;

/** A contract document with what its contract, establishment and signer say of it. */
export interface ContractDocumentRecord {
  document: ContractDocumentRow;
  contractEntitled: string;
  establishmentId: number;
  establishmentName: string;
  establishmentPrivilegedCode: string;
  signer: { id: number; firstName: string; lastName: string; email: string };
}

export function toContract(
  row: ContractRow,
  serviceSubscriptionIds: number[],
  documents: Pick<ContractDocumentRow, 'id' | 'status' | 'signerId'>[],
): Contract {
  return {
    id: row.id,
    veterinaryEstablishmentId: row.veterinaryEstablishmentId,
    entitled: row.entitled,
    serviceSubscriptionIds,
    documents: documents.map(({ id, status, signerId }) => ({ id, status, signerId })),
    createdDate: apiDateTime(row.createdDate),
    updatedDate: apiDateTime(row.updatedDate),
  };
}

export function toContractDocument(record: ContractDocumentRecord): ContractDocument {
  const { document: row } = record;
  return {
    id: row.id,
    contractId: row.contractId,
    contractEntitled: record.contractEntitled,
    signerId: row.signerId,
    signer: record.signer,
    status: row.status,
    veterinaryEstablishmentId: record.establishmentId,
    veterinaryEstablishmentName: record.establishmentName,
    veterinaryEstablishmentPrivilegedCode: record.establishmentPrivilegedCode,
    documentId: row.documentId,
    signedDocumentId: row.signedDocumentId,
    sentDate: optionalApiDateTime(row.sentDate),
    signedDate: optionalApiDateTime(row.signedDate),
    cancelledDate: optionalApiDateTime(row.cancelledDate),
    createdDate: apiDateTime(row.createdDate),
    updatedDate: apiDateTime(row.updatedDate),
  };
}
