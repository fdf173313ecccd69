import type { Db } from '@vetbo/db/database';
import { billingAccounts } from '@vetbo/db/schema/index';
import { type BillingAccountListQuery, billingAccountList } from '@vetbo/domain/billing-accounts';
import { bindList, labelOrder, paginate } from '../../lib/list-sql.ts';
import { inIds, preparedOnce } from '../../lib/prepared.ts';

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
  sorts: { entitled: labelOrder(billingAccounts.entitled) },
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
