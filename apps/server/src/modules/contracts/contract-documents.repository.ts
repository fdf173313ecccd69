// Reads contract documents with their contract, establishment and signer: the list (every catalogue
// filter and sort, bound to its declaration) and one document, locked for a status change if asked.
import type { Db } from '@vetbo/db/database';
import {
  contractDocuments,
  contracts,
  veterinaryEstablishments as establishments,
  users,
} from '@vetbo/db/schema/index';
import { type ContractDocumentListQuery, contractDocumentList } from '@vetbo/domain/contracts';
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import { bindList, labelOrder, paginate } from '../../lib/list-sql.ts';
import { inIds, preparedOnce } from '../../lib/prepared.ts';
import type { Tx } from '../../lib/transaction.ts';
import type { ContractDocumentRecord } from './contracts.mapper.ts';

type Executor = Db | Tx;

/** Documents whose contract's establishment matches `condition`. */
const ofEstablishments = (condition: SQL) =>
  sql`${contractDocuments.contractId} in (select ${contracts.id} from ${contracts} join ${establishments} on ${establishments.id} = ${contracts.veterinaryEstablishmentId} where ${condition})`;

/** A value of the document's establishment, as a sub-query (sorts). */
const establishmentValue = (value: SQL) =>
  sql`(select ${value} from ${contracts} join ${establishments} on ${establishments.id} = ${contracts.veterinaryEstablishmentId} where ${contracts.id} = ${contractDocuments.contractId})`;

const documentsList = bindList(contractDocumentList, {
  table: contractDocuments,
  id: contractDocuments.id,
  createdDate: contractDocuments.createdDate,
  updatedDate: contractDocuments.updatedDate,
  filters: {
    status: contractDocuments.status,
    id: contractDocuments.id,
    contractId: contractDocuments.contractId,
    signerId: contractDocuments.signerId,
    veterinaryEstablishmentId: (values) =>
      sql`${contractDocuments.contractId} in (select ${contracts.id} from ${contracts} where ${inArray(contracts.veterinaryEstablishmentId, values)})`,
    veterinaryEstablishmentName: (values: string[]) =>
      ofEstablishments(
        sql`lower(${establishments.name}) in (${sql.join(
          values.map((value) => sql`lower(${value})`),
          sql`, `,
        )})`,
      ),
    veterinaryEstablishmentPrivilegedCode: (values) =>
      ofEstablishments(inArray(establishments.privilegedCode, values)),
  },
  sorts: {
    id: contractDocuments.id,
    signerId: contractDocuments.signerId,
    status: contractDocuments.status,
    veterinaryEstablishmentName: establishmentValue(labelOrder(establishments.name)),
    veterinaryEstablishmentPrivilegedCode: establishmentValue(sql`${establishments.privilegedCode}`),
  },
});

const recordColumns = {
  document: contractDocuments,
  contractEntitled: contracts.entitled,
  establishmentId: establishments.id,
  establishmentName: establishments.name,
  establishmentPrivilegedCode: establishments.privilegedCode,
  signer: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
};

function selectRecords(db: Executor) {
  return db
    .select(recordColumns)
    .from(contractDocuments)
    .innerJoin(contracts, eq(contracts.id, contractDocuments.contractId))
    .innerJoin(establishments, eq(establishments.id, contracts.veterinaryEstablishmentId))
    .innerJoin(users, eq(users.id, contractDocuments.signerId));
}

const contractDocumentRows = preparedOnce('contract_documents_page_rows', (db, name) =>
  selectRecords(db).where(inIds(contractDocuments.id)).prepare(name),
);

export function findContractDocumentPage(
  db: Db,
  request: { query: ContractDocumentListQuery; rawKeys: readonly string[] },
) {
  return paginate(db, documentsList, request, async (ids) =>
    (await contractDocumentRows(db).execute({ ids })).map((record) => ({
      id: record.document.id,
      ...record,
    })),
  );
}

export async function findContractDocumentRecord(
  db: Executor,
  id: number,
  { forUpdate = false } = {},
): Promise<ContractDocumentRecord | null> {
  const query = selectRecords(db).where(eq(contractDocuments.id, id));
  // No key update: the signature request's foreign key to the document may be checked meanwhile.
  const [record] = forUpdate ? await query.for('no key update', { of: contractDocuments }) : await query;
  return record ?? null;
}
