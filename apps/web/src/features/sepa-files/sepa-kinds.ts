// The two kinds of SEPA files, each with its list route, the page of the documents it carries and the
// message versions the banks take (the first is the API's default).

import { CREDIT_TRANSFER_VERSIONS, DIRECT_DEBIT_VERSIONS } from '@vetbo/domain/money-files/sepa/types';
import type { SepaFileKind } from '@vetbo/domain/money-files/sepa-files-api';
import { ROUTE_PATHS } from '../../app/route-names.ts';

export type { SepaFileKind };

export const SEPA_KINDS = {
  DIRECT_DEBIT: {
    list: ROUTE_PATHS['overview-billing-fichiers-xml-prelevements'],
    /** An item's document page. */
    document: ROUTE_PATHS['invoices-id'],
    /** The first one is the default the API takes. */
    schemas: DIRECT_DEBIT_VERSIONS,
  },
  CREDIT_TRANSFER: {
    list: ROUTE_PATHS['overview-billing-fichiers-xml-virements'],
    document: ROUTE_PATHS['creditNotes-id'],
    schemas: CREDIT_TRANSFER_VERSIONS,
  },
} as const;
