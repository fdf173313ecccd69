import type { Db } from '@vetbo/db/database';
import { legalStructures, veterinaryEstablishments, veterinaryGroups } from '@vetbo/db/schema/index';
import { and, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { apiDateTime, offsetOf, orderByFromQuery, timestampConditions } from '../../lib/list.ts';
import { notFound } from '../../lib/problem.ts';
import type { LegalStructureListQuery } from './legal-structures.routes.ts';

export const legalStructureSchema = z
  .object({
    id: z.number().int(),
    socialReason: z.string(),
    tradeName: z.string().nullable(),
    legalCode: z.string().nullable(),
    legalForm: z.string().nullable(),
    apeCode: z.string().nullable(),
    vatIntraCommunityNumber: z.string().nullable(),
    headQuarterAddress: z.object({
      streetNumber: z.string().nullable(),
      streetName: z.string().nullable(),
      postalCode: z.string().nullable(),
      city: z.string().nullable(),
      country: z.string(),
    }),
    createdDate: z.string(),
    updatedDate: z.string(),
  })
  .meta({ id: 'LegalStructure' });

type Row = typeof legalStructures.$inferSelect;

const toLegalStructure = (row: Row): z.infer<typeof legalStructureSchema> => ({
  id: row.id,
  socialReason: row.socialReason,
  tradeName: row.tradeName,
  legalCode: row.legalCode,
  legalForm: row.legalForm,
  apeCode: row.apeCode,
  vatIntraCommunityNumber: row.vatIntraCommunityNumber,
  headQuarterAddress: {
    streetNumber: row.headQuarterStreetNumber,
    streetName: row.headQuarterStreetName,
    postalCode: row.headQuarterPostalCode,
    city: row.headQuarterCity,
    country: row.headQuarterCountry,
  },
  createdDate: apiDateTime(row.createdDate),
  updatedDate: apiDateTime(row.updatedDate),
});

function conditions(q: LegalStructureListQuery, term?: string): SQL | undefined {
  const escaped = term?.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
  return and(
    q['id[]']?.length ? inArray(legalStructures.id, q['id[]']) : undefined,
    q['veterinaryEstablishmentId[]']?.length
      ? sql`${legalStructures.id} in (select ${veterinaryEstablishments.legalStructureId} from ${veterinaryEstablishments} where ${inArray(veterinaryEstablishments.id, q['veterinaryEstablishmentId[]'])})`
      : undefined,
    q['veterinaryGroupId[]']?.length
      ? sql`${legalStructures.id} in (select ${veterinaryGroups.legalStructureId} from ${veterinaryGroups} where ${inArray(veterinaryGroups.id, q['veterinaryGroupId[]'])})`
      : undefined,
    ...timestampConditions(legalStructures, q),
    escaped
      ? sql`(lower(immutable_unaccent(${legalStructures.socialReason} || ' ' || coalesce(${legalStructures.tradeName}, ''))) like lower(immutable_unaccent(${`%${escaped}%`})) or ${legalStructures.legalCode} like ${`${escaped}%`})`
      : undefined,
  );
}

export async function findLegalStructurePage(
  db: Db,
  query: LegalStructureListQuery,
  rawQuery: unknown,
  term?: string,
) {
  const where = conditions(query, term);
  const orderBy = orderByFromQuery(
    rawQuery,
    query,
    { sortCreatedDate: legalStructures.createdDate, sortUpdatedDate: legalStructures.updatedDate },
    legalStructures.id,
    [sql`${legalStructures.socialReason} asc`, sql`${legalStructures.id} asc`],
  );
  const rows = await db
    .select()
    .from(legalStructures)
    .where(where)
    .orderBy(...orderBy)
    .limit(query.limit)
    .offset(offsetOf(query));
  const [counted] = await db.select({ total: count() }).from(legalStructures).where(where);
  return { rows: rows.map(toLegalStructure), total: counted?.total ?? 0 };
}

export async function loadLegalStructure(db: Db, id: number) {
  const [row] = await db.select().from(legalStructures).where(eq(legalStructures.id, id));
  if (!row) throw notFound('Structure juridique', id);
  return toLegalStructure(row);
}
