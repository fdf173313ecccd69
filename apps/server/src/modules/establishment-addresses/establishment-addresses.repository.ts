import type { Db } from '@vetbo/db/database';
import { veterinaryEstablishmentAddresses as addresses } from '@vetbo/db/schema/index';
import { type EstablishmentAddressListQuery, establishmentAddressList } from '@vetbo/domain/addresses';
import { bindList, paginate } from '../../lib/list-sql.ts';
import { inIds, preparedOnce } from '../../lib/prepared.ts';

export type AddressRow = typeof addresses.$inferSelect;

const list = bindList(establishmentAddressList, {
  table: addresses,
  id: addresses.id,
  createdDate: addresses.createdDate,
  updatedDate: addresses.updatedDate,
  filters: {
    id: addresses.id,
    veterinaryEstablishmentId: addresses.veterinaryEstablishmentId,
    postalCode: addresses.postalCode,
  },
  sorts: { postalCode: addresses.postalCode },
});

const addressRows = preparedOnce('establishment_addresses_page_rows', (db, name) =>
  db.select().from(addresses).where(inIds(addresses.id)).prepare(name),
);

export function findAddressPage(
  db: Db,
  request: { query: EstablishmentAddressListQuery; rawKeys: readonly string[] },
) {
  return paginate(db, list, request, (ids) => addressRows(db).execute({ ids }));
}
