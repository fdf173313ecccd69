import type { Db } from '@vetbo/db/database';
import {
  medicinePackagePriceList,
  medicinePackagePriceListResponseSchema,
  medicinePackagePriceResponseSchema,
  medicinePackagePriceUpdateSchema,
} from '@vetbo/domain/services/medicine-package-prices';
import type { FastifyInstance } from 'fastify';
import { listAnswer } from '../../lib/list.ts';
import { listRoutes } from '../../lib/list-routes.ts';
import { rawQueryKeys } from '../../lib/list-sql.ts';
import { recordRoutes } from '../../lib/record-routes.ts';
import { areaAccess } from '../../lib/route-access.ts';
import { findMedicinePackagePricePage } from './medicine-package-prices.repository.ts';
import {
  loadMedicinePackagePrice,
  toMedicinePackagePrice,
  updateMedicinePackagePrice,
} from './medicine-package-prices.service.ts';

// Every staff role reads the prices; only an ADMIN changes them: customers pay them on every NGO-AM
// subscription (permissions.ts, area medicinePackagePrices). The three packages exist from migration 0018:
// no creation or deletion.
const access = areaAccess('medicinePackagePrices');
const tags = ['Catalogue'];

export function medicinePackagePricesRoutes(app: FastifyInstance, { db }: { db: Db }) {
  listRoutes(app, {
    path: '/v1/medicine_package_prices',
    tags,
    config: access.read,
    querystring: medicinePackagePriceList.querySchema,
    response: medicinePackagePriceListResponseSchema,
    list: {
      operationId: 'getMedicinePackagePrices',
      summary: 'List the NGO-AM medicine packages (A, B, C) and their yearly prices',
    },
    search: {
      operationId: 'searchMedicinePackagePrices',
      summary: 'Search the NGO-AM medicine packages by code',
    },
    answer: async ({ query, url, term }) => {
      const { rows, total } = await findMedicinePackagePricePage(db, {
        query,
        rawKeys: rawQueryKeys(url),
        term,
      });
      return listAnswer(rows.map(toMedicinePackagePrice), total, query);
    },
  });

  recordRoutes(app, {
    path: '/v1/medicine_package_prices/:id',
    tags,
    access,
    response: medicinePackagePriceResponseSchema,
    get: {
      operationId: 'getMedicinePackagePrice',
      summary: 'Get one NGO-AM medicine package and its yearly price',
      load: (id) => loadMedicinePackagePrice(db, id),
    },
    patch: {
      operationId: 'updateMedicinePackagePrice',
      summary:
        'Change a medicine package’s yearly price (ADMIN), for the prices computed from then on; send If-Match with its ETag to refuse overwriting a newer version (412)',
      body: medicinePackagePriceUpdateSchema,
      update: (id, changes, context) => updateMedicinePackagePrice(db, id, changes, context),
    },
  });
}
