import {
  veterinaryEstablishmentAddresses as addresses,
  veterinaryEstablishments as establishments,
  veterinaryEstablishmentUsers as establishmentUsers,
  veterinaryEstablishmentMembers as members,
  veterinaryEstablishmentTags as tags,
} from '@vetbo/db/schema/index';
import type { EstablishmentListQuery } from '@vetbo/domain/establishments';
import { and, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { timestampConditions } from '../../lib/list.ts';

/** The WHERE clause shared by the list, the search and the export. */
export function establishmentConditions(
  query: Partial<EstablishmentListQuery>,
  term?: string,
): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  const q = query;
  if (q['id[]']?.length) conditions.push(inArray(establishments.id, q['id[]']));
  if (q['legalStructureId[]']?.length)
    conditions.push(inArray(establishments.legalStructureId, q['legalStructureId[]']));
  if (q['privilegedCode[]']?.length)
    conditions.push(inArray(establishments.privilegedCode, q['privilegedCode[]']));
  if (q['type[]']?.length) conditions.push(inArray(establishments.type, q['type[]']));
  conditions.push(...timestampConditions(establishments, q));
  if (q['tag[]']?.length) {
    conditions.push(
      sql`exists (select 1 from ${tags} where ${tags.veterinaryEstablishmentId} = ${establishments.id} and ${inArray(tags.tag, q['tag[]'])})`,
    );
  }
  if (q['addressPostalCode[]']?.length) {
    conditions.push(
      sql`exists (select 1 from ${addresses} where ${addresses.veterinaryEstablishmentId} = ${establishments.id} and ${inArray(addresses.postalCode, q['addressPostalCode[]'])})`,
    );
  }
  if (q['veterinaryGroupId[]']?.length) {
    const active = or(isNull(members.leaveDate), sql`${members.leaveDate} >= current_date`);
    conditions.push(
      sql`exists (select 1 from ${members} where ${members.veterinaryEstablishmentId} = ${establishments.id} and ${inArray(members.veterinaryGroupId, q['veterinaryGroupId[]'])} and ${active})`,
    );
  }
  if (q['veuUserId[]']?.length || q['veuJobTitle[]']?.length) {
    const userConditions = and(
      q['veuUserId[]']?.length ? inArray(establishmentUsers.userId, q['veuUserId[]']) : undefined,
      q['veuJobTitle[]']?.length ? inArray(establishmentUsers.jobTitle, q['veuJobTitle[]']) : undefined,
    );
    conditions.push(
      sql`exists (select 1 from ${establishmentUsers} where ${establishmentUsers.veterinaryEstablishmentId} = ${establishments.id} and ${userConditions})`,
    );
  }
  if (term) conditions.push(searchCondition(term));
  return and(...conditions);
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Accent- and case-insensitive match on names and privileged code (trigram index), or postal code / city prefix. */
function searchCondition(term: string): SQL {
  const pattern = `%${escapeLike(term.toLowerCase())}%`;
  const prefix = `${escapeLike(term.toLowerCase())}%`;
  const haystack = sql`lower(immutable_unaccent(${establishments.name} || ' ' || coalesce(${establishments.customName}, '') || ' ' || ${establishments.privilegedCode}))`;
  return sql`(${haystack} like lower(immutable_unaccent(${pattern})) or exists (select 1 from ${addresses} where ${addresses.id} = ${establishments.mainAddressId} and (${addresses.postalCode} like ${prefix} or lower(immutable_unaccent(${addresses.city})) like lower(immutable_unaccent(${prefix})))))`;
}
