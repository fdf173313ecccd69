// Reads contracts: the list (bound to its declaration), one contract, its subscriptions and documents.
import type { Db } from '@vetbo/db/database';
import { contractDocuments, contractSubscriptions, contracts } from '@vetbo/db/schema/index';
import { type ContractListQuery, contractList } from '@vetbo/domain/contracts';
import { asc, eq, inArray } from 'drizzle-orm';
import { bindList, paginate } from '../../lib/list-sql.ts';
import { inIds, preparedOnce } from '../../lib/prepared.ts';
import type { Tx } from '../../lib/transaction.ts';
import { type ContractRow, toContract } from './contracts.mapper.ts';

type Executor = Db | Tx;

const contractsList = bindList(contractList, {
  table: contracts,
  id: contracts.id,
  createdDate: contracts.createdDate,
  updatedDate: contracts.updatedDate,
  filters: { id: contracts.id, veterinaryEstablishmentId: contracts.veterinaryEstablishmentId },
  sorts: {},
});

/** The contracts as the API shows them, each with its subscription ids and its documents. */
async function withDetails(db: Executor, rows: ContractRow[]) {
  if (rows.length === 0) return [];
  const ids = rows.map(({ id }) => id);
  const [links, documents] = await Promise.all([
    db
      .select()
      .from(contractSubscriptions)
      .where(inArray(contractSubscriptions.contractId, ids))
      .orderBy(asc(contractSubscriptions.serviceSubscriptionId)),
    db
      .select({
        id: contractDocuments.id,
        contractId: contractDocuments.contractId,
        status: contractDocuments.status,
        signerId: contractDocuments.signerId,
      })
      .from(contractDocuments)
      .where(inArray(contractDocuments.contractId, ids))
      .orderBy(asc(contractDocuments.id)),
  ]);
  return rows.map((row) => ({
    id: row.id,
    contract: toContract(
      row,
      links.filter((link) => link.contractId === row.id).map((link) => link.serviceSubscriptionId),
      documents.filter((document) => document.contractId === row.id),
    ),
  }));
}

const contractRows = preparedOnce('contracts_page_rows', (db, name) =>
  db.select().from(contracts).where(inIds(contracts.id)).prepare(name),
);

export function findContractPage(db: Db, request: { query: ContractListQuery; rawKeys: readonly string[] }) {
  return paginate(db, contractsList, request, async (ids) =>
    withDetails(db, await contractRows(db).execute({ ids })),
  );
}

export async function findContract(db: Executor, id: number) {
  const rows = await db.select().from(contracts).where(eq(contracts.id, id));
  const [found] = await withDetails(db, rows);
  return found?.contract ?? null;
}

/** The ids of a contract's documents, or null for an unknown contract. */
export async function findContractDocumentIds(db: Executor, contractId: number): Promise<number[] | null> {
  const [contract] = await db
    .select({ id: contracts.id })
    .from(contracts)
    .where(eq(contracts.id, contractId));
  if (!contract) return null;
  const rows = await db
    .select({ id: contractDocuments.id })
    .from(contractDocuments)
    .where(eq(contractDocuments.contractId, contractId));
  return rows.map(({ id }) => id);
}
