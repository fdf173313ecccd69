// The establishments list, declared once (zod-free: the web's list screen derives its URL state from
// it). The server's SQL for it stays hand-written (establishment-statements.ts, measured in
// docs/performance.md) but is typed by this declaration: a filter or sort added here and not written in
// establishment-filters.ts / establishment-statements.ts does not compile. The query schema and the
// OpenAPI parameters derive from it.
import { ESTABLISHMENT_TYPES, JOB_TITLES } from '../enums.ts';
import { dateFilter, declareList, enumFilter, idFilter, textFilter } from '../list-declaration.ts';

export const establishmentListDeclaration = declareList({
  filters: {
    id: idFilter('Establishments with these ids'),
    legalStructureId: idFilter('Establishments of these legal structures'),
    name: textFilter('Establishments with exactly one of these names (case and accents ignored)', {
      max: 120,
    }),
    privilegedCode: textFilter('Establishments with these privileged codes', { upper: true, max: 20 }),
    type: enumFilter(ESTABLISHMENT_TYPES, 'Establishments of these types'),
    tag: textFilter('Establishments carrying one of these tags', { max: 40 }),
    addressPostalCode: textFilter('Establishments whose main address has one of these postal codes', {
      max: 20,
    }),
    veterinaryGroupId: idFilter('Establishments members of these groups today'),
    veuUserId: idFilter('Establishments where these users have a job'),
    veuJobTitle: enumFilter(JOB_TITLES, 'Establishments where someone holds one of these job titles'),
    serviceOptionCode: textFilter(
      'Establishments subscribed to an option with one of these codes (within the service period, if given)',
      { upper: true, max: 30 },
    ),
    servicePeriodFromDate: dateFilter(
      'Establishments with a subscription period ending on or after this day (YYYY-MM-DD)',
      'atLeast',
    ),
    servicePeriodToDate: dateFilter(
      'Establishments with a subscription period starting on or before this day',
      'atMost',
    ),
  },
  sorts: ['name', 'privilegedCode', 'type', 'postalCode'],
  // The newest first (the id order, as the hand-written statements read it).
  defaultSort: [{ field: 'createdDate', direction: 'desc' }],
  search: true,
});
