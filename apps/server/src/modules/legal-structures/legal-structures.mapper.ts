import type { legalStructures } from '@vetbo/db/schema/index';
import type { LegalStructure, LegalStructureCreate } from '@vetbo/domain/legal-structures';
import { apiDateTime } from '../../lib/list.ts';

export type LegalStructureRow = typeof legalStructures.$inferSelect;
type Columns = Omit<typeof legalStructures.$inferInsert, 'id' | 'createdDate' | 'updatedDate'>;

export const toLegalStructure = (row: LegalStructureRow): LegalStructure => ({
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

export const toColumns = (input: LegalStructureCreate): Columns => ({
  socialReason: input.socialReason,
  tradeName: input.tradeName ?? null,
  legalCode: input.legalCode ?? null,
  legalForm: input.legalForm,
  apeCode: input.apeCode ?? null,
  vatIntraCommunityNumber: input.vatIntraCommunityNumber ?? null,
  headQuarterStreetNumber: input.headQuarterAddress.streetNumber ?? null,
  headQuarterStreetName: input.headQuarterAddress.streetName,
  headQuarterPostalCode: input.headQuarterAddress.postalCode,
  headQuarterCity: input.headQuarterAddress.city,
  headQuarterCountry: input.headQuarterAddress.country,
});
