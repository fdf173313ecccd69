import type { veterinaryServiceOptions, veterinaryServices } from '@vetbo/db/schema/index';
import type { VeterinaryService, VeterinaryServiceOption } from '@vetbo/domain/service-catalogue';
import { apiDateTime } from '../../lib/list.ts';

export type ServiceRow = typeof veterinaryServices.$inferSelect;
export type ServiceOptionRow = typeof veterinaryServiceOptions.$inferSelect;

export function toServiceOption(row: ServiceOptionRow, serviceCode: string): VeterinaryServiceOption {
  return {
    id: row.id,
    veterinaryServiceId: row.veterinaryServiceId,
    serviceCode,
    code: row.code,
    entitled: row.entitled,
    status: row.status,
    unitPriceWithoutVat: row.unitPriceWithoutVat,
    createdDate: apiDateTime(row.createdDate),
    updatedDate: apiDateTime(row.updatedDate),
  };
}

export function toService(
  row: ServiceRow,
  creditorName: string,
  options: ServiceOptionRow[],
): VeterinaryService {
  return {
    id: row.id,
    code: row.code,
    entitled: row.entitled,
    creditor: { id: row.creditorId, name: creditorName },
    accountingCode: row.accountingCode,
    vatCategory: row.vatCategory,
    options: options.map((option) => toServiceOption(option, row.code)),
    createdDate: apiDateTime(row.createdDate),
    updatedDate: apiDateTime(row.updatedDate),
  };
}
