import type { Db } from '@vetbo/db/database';
import { creditors, veterinaryServiceOptions, veterinaryServices } from '@vetbo/db/schema/index';
import {
  type VeterinaryServiceListQuery,
  type VeterinaryServiceOptionListQuery,
  veterinaryServiceList,
  veterinaryServiceOptionList,
} from '@vetbo/domain/service-catalogue';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { bindList, existsIn, labelOrder, paginate } from '../../lib/list-sql.ts';
import type { ServiceOptionRow, ServiceRow } from './service-catalogue.mapper.ts';

type Executor = Pick<Db, 'select'>;
type ListRequest<Q> = { query: Q; rawKeys: readonly string[] };

const services = bindList(veterinaryServiceList, {
  table: veterinaryServices,
  id: veterinaryServices.id,
  createdDate: veterinaryServices.createdDate,
  updatedDate: veterinaryServices.updatedDate,
  filters: {
    id: veterinaryServices.id,
    code: veterinaryServices.code,
    creditorId: veterinaryServices.creditorId,
    optionStatus: existsIn(
      veterinaryServiceOptions,
      veterinaryServiceOptions.veterinaryServiceId,
      veterinaryServiceOptions.status,
      veterinaryServices.id,
    ),
  },
  sorts: { code: veterinaryServices.code, entitled: labelOrder(veterinaryServices.entitled) },
});

const options = bindList(veterinaryServiceOptionList, {
  table: veterinaryServiceOptions,
  id: veterinaryServiceOptions.id,
  createdDate: veterinaryServiceOptions.createdDate,
  updatedDate: veterinaryServiceOptions.updatedDate,
  filters: {
    id: veterinaryServiceOptions.id,
    veterinaryServiceId: veterinaryServiceOptions.veterinaryServiceId,
    code: veterinaryServiceOptions.code,
    status: veterinaryServiceOptions.status,
  },
  sorts: { entitled: labelOrder(veterinaryServiceOptions.entitled), code: veterinaryServiceOptions.code },
});

export interface ServiceWithOptions {
  id: number;
  service: ServiceRow;
  creditorName: string;
  options: ServiceOptionRow[];
}

/** A page of services, each with its creditor's name and its options (in label order). */
export function findServicePage(db: Db, request: ListRequest<VeterinaryServiceListQuery>) {
  return paginate(db, services, request, async (ids): Promise<ServiceWithOptions[]> => {
    const [rows, optionRows] = await Promise.all([
      db
        .select({ service: veterinaryServices, creditorName: creditors.name })
        .from(veterinaryServices)
        .innerJoin(creditors, eq(creditors.id, veterinaryServices.creditorId))
        .where(inArray(veterinaryServices.id, ids)),
      db
        .select()
        .from(veterinaryServiceOptions)
        .where(inArray(veterinaryServiceOptions.veterinaryServiceId, ids))
        .orderBy(labelOrder(veterinaryServiceOptions.entitled), asc(veterinaryServiceOptions.id)),
    ]);
    return rows.map(({ service, creditorName }) => ({
      id: service.id,
      service,
      creditorName,
      options: optionRows.filter((option) => option.veterinaryServiceId === service.id),
    }));
  });
}

export interface OptionWithCode {
  id: number;
  option: ServiceOptionRow;
  serviceCode: string;
}

const optionColumns = { option: veterinaryServiceOptions, serviceCode: veterinaryServices.code };

export function findServiceOptionPage(db: Db, request: ListRequest<VeterinaryServiceOptionListQuery>) {
  return paginate(db, options, request, async (ids): Promise<OptionWithCode[]> => {
    const rows = await db
      .select(optionColumns)
      .from(veterinaryServiceOptions)
      .innerJoin(veterinaryServices, eq(veterinaryServices.id, veterinaryServiceOptions.veterinaryServiceId))
      .where(inArray(veterinaryServiceOptions.id, ids));
    return rows.map((row) => ({ id: row.option.id, ...row }));
  });
}

export async function findServiceOptionRow(
  db: Executor,
  id: number,
  { forUpdate = false } = {},
): Promise<{ option: ServiceOptionRow; serviceCode: string } | null> {
  const query = db
    .select(optionColumns)
    .from(veterinaryServiceOptions)
    .innerJoin(veterinaryServices, eq(veterinaryServices.id, veterinaryServiceOptions.veterinaryServiceId))
    .where(eq(veterinaryServiceOptions.id, id));
  const [row] = forUpdate ? await query.for('update', { of: veterinaryServiceOptions }) : await query;
  return row ?? null;
}

/**
 * Every option with its service's code, or those with these ids and codes (the configs are derived from
 * them; the catalogue is small).
 */
export function findAllOptions(db: Executor, only: { ids?: number[]; codes?: string[] } = {}) {
  const { ids = [], codes = [] } = only;
  return db
    .select(optionColumns)
    .from(veterinaryServiceOptions)
    .innerJoin(veterinaryServices, eq(veterinaryServices.id, veterinaryServiceOptions.veterinaryServiceId))
    .where(
      and(
        ids.length > 0 ? inArray(veterinaryServiceOptions.id, ids) : undefined,
        codes.length > 0 ? inArray(veterinaryServiceOptions.code, codes) : undefined,
      ),
    )
    .orderBy(asc(veterinaryServiceOptions.id));
}
