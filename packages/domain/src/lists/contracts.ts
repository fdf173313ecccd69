// The contracts' and contract documents' lists, declared once (zod-free: the web derives its URL state from them).
import { CONTRACT_DOCUMENT_STATUSES } from '../enums.ts';
import { declareList, enumFilter, idFilter, textFilter } from '../list-declaration.ts';

export const contractListDeclaration = declareList({
  filters: {
    id: idFilter('Contracts with these ids'),
    veterinaryEstablishmentId: idFilter('The contracts of these establishments'),
  },
  sorts: [],
  defaultSort: [{ field: 'createdDate', direction: 'desc' }],
});

export const contractDocumentListDeclaration = declareList({
  filters: {
    status: enumFilter(CONTRACT_DOCUMENT_STATUSES, 'Contract documents in one of these statuses'),
    id: idFilter('Contract documents with these ids'),
    contractId: idFilter('The documents of these contracts'),
    signerId: idFilter('Contract documents these users are to sign'),
    veterinaryEstablishmentId: idFilter('The contract documents of these establishments'),
    veterinaryEstablishmentName: textFilter(
      'The contract documents of establishments with these names (whatever their case)',
      { max: 120 },
    ),
    veterinaryEstablishmentPrivilegedCode: textFilter(
      'The contract documents of establishments with these privileged codes',
      { upper: true, max: 20 },
    ),
  },
  sorts: ['id', 'signerId', 'status', 'veterinaryEstablishmentName', 'veterinaryEstablishmentPrivilegedCode'],
  defaultSort: [{ field: 'createdDate', direction: 'desc' }],
});
