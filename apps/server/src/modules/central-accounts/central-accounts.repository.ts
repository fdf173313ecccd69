import type { Db } from '@vetbo/db/database';
import { veterinaryEstablishmentCentralAccounts as accounts } from '@vetbo/db/schema/index';
import { type CentralAccountListQuery, centralAccountList } from '@vetbo/domain/central-accounts';
import { bindList, paginate } from '../../lib/list-sql.ts';
import { inIds, preparedOnce } from '../../lib/prepared.ts';

const list = bindList(centralAccountList, {
  table: accounts,
  id: accounts.id,
  createdDate: accounts.createdDate,
  updatedDate: accounts.updatedDate,
  filters: {
    id: accounts.id,
    veterinaryEstablishmentId: accounts.veterinaryEstablishmentId,
    central: accounts.central,
    status: accounts.status,
  },
  sorts: { central: accounts.central, clientCode: accounts.clientCode, startDate: accounts.startDate },
});

const centralAccountRows = preparedOnce('central_accounts_page_rows', (db, name) =>
  db.select().from(accounts).where(inIds(accounts.id)).prepare(name),
);

export function findCentralAccountPage(
  db: Db,
  request: { query: CentralAccountListQuery; rawKeys: readonly string[] },
) {
  return paginate(db, list, request, (ids) => centralAccountRows(db).execute({ ids }));
}
