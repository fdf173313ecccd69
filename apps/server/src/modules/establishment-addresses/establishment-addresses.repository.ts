import type { Db } from '@vetbo/db/database';
import { veterinaryEstablishmentAddresses as addresses } from '@vetbo/db/schema/index';
import { type EstablishmentAddressListQuery, establishmentAddressList } from '@vetbo/domain/addresses';
import { eq } from 'drizzle-orm';
import { bindList, paginate } from '../../lib/list-sql.ts';
import { inIds, preparedOnce } from '../../lib/prepared.ts';

export type AddressRow = typeof addresses.$inferSelect;
type Executor = Pick<Db, 'select'>;

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

/** One row; `forUpdate` locks it until the transaction ends (read, check If-Match, write). */
export async function findAddressRow(
  db: Executor,
  id: number,
  { forUpdate = false } = {},
): Promise<AddressRow | null> {
  const query = db.select().from(addresses).where(eq(addresses.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}
