import type { veterinaryEstablishmentCentralAccounts } from '@vetbo/db/schema/index';
import type { CentralAccount } from '@vetbo/domain/central-accounts';
import { apiDateTime } from '../../lib/list.ts';

export type CentralAccountRow = typeof veterinaryEstablishmentCentralAccounts.$inferSelect;

export const toCentralAccount = (row: CentralAccountRow): CentralAccount => ({
  id: row.id,
  veterinaryEstablishmentId: row.veterinaryEstablishmentId,
  central: row.central,
  clientCode: row.clientCode,
  centralPurchasingCode: row.centralPurchasingCode,
  centralPurchasingId: row.centralPurchasingId,
  startDate: row.startDate,
  status: row.status,
  createdDate: apiDateTime(row.createdDate),
  updatedDate: apiDateTime(row.updatedDate),
});
