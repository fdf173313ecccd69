import type { Db } from '@vetbo/db/database';
import { billingAccounts } from '@vetbo/db/schema/index';
import { type BillingAccountListQuery, billingAccountList } from '@vetbo/domain/billing-accounts';
import { eq } from 'drizzle-orm';
import { bindList, paginate } from '../../lib/list-sql.ts';
import { inIds, preparedOnce } from '../../lib/prepared.ts';
import type { BillingAccountRow } from './billing-accounts.mapper.ts';

type Executor = Pick<Db, 'select'>;

const list = bindList(billingAccountList, {
  table: billingAccounts,
  id: billingAccounts.id,
  createdDate: billingAccounts.createdDate,
  updatedDate: billingAccounts.updatedDate,
  filters: {
    id: billingAccounts.id,
    legalStructureId: billingAccounts.legalStructureId,
    status: billingAccounts.status,
  },
  sorts: { entitled: billingAccounts.entitled },
});

const billingAccountRows = preparedOnce('billing_accounts_page_rows', (db, name) =>
  db.select().from(billingAccounts).where(inIds(billingAccounts.id)).prepare(name),
);

export function findBillingAccountPage(
  db: Db,
  request: { query: BillingAccountListQuery; rawKeys: readonly string[] },
) {
  return paginate(db, list, request, (ids) => billingAccountRows(db).execute({ ids }));
}

export async function findBillingAccountRow(
  db: Executor,
  id: number,
  { forUpdate = false } = {},
): Promise<BillingAccountRow | null> {
  const query = db.select().from(billingAccounts).where(eq(billingAccounts.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}
