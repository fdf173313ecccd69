// The delivery options', deliveries' and delivery discounts' lists, declared once (zod-free: the web
// derives its URL state from them).
import { ENABLED_STATUSES } from '../enums.ts';
import { declareList, enumFilter, flagFilter, idFilter, textFilter } from '../list-declaration.ts';
import { DELIVERY_OPTION_TYPES } from '../services/delivery-types.ts';

export const deliveryOptionListDeclaration = declareList({
  filters: {
    id: idFilter('Delivery options with these ids'),
    veterinaryServiceId: idFilter('The delivery options of these services'),
    type: enumFilter(DELIVERY_OPTION_TYPES, 'Delivery options of these types'),
    code: textFilter('Delivery options with these codes', { upper: true, max: 30 }),
    status: enumFilter(ENABLED_STATUSES, 'ENABLED (can be chosen for a new delivery) or DISABLED'),
  },
  sorts: ['accountingCode', 'entitled', 'type', 'unitPriceWithoutVat', 'veterinaryServiceEntitled'],
  defaultSort: [{ field: 'entitled', direction: 'asc' }],
});

export const serviceDeliveryListDeclaration = declareList({
  filters: {
    id: idFilter('Deliveries with these ids'),
    veterinaryServiceId: idFilter('Deliveries of these services'),
    veterinaryEstablishmentId: idFilter('The deliveries of these establishments'),
    serviceDeliveryOptionType: enumFilter(DELIVERY_OPTION_TYPES, 'Deliveries of these types'),
    shouldGenerateInvoice: flagFilter('Deliveries to invoice (true) or not (false)'),
  },
  sorts: [
    'accountingCode',
    'completionDate',
    'invoiceDate',
    'unitPriceWithoutVat',
    'unitPriceWithVat',
    'veterinaryServiceEntitled',
  ],
  defaultSort: [{ field: 'createdDate', direction: 'desc' }],
});

export const serviceDeliveryDiscountListDeclaration = declareList({
  filters: {
    id: idFilter('Discounts with these ids'),
    // The catalogue's name (spec api-catalogue §3); `serviceDeliveryId[]`, the column's, stays as an alias.
    veterinaryEstablishmentServiceDeliveryId: idFilter('The discounts of these deliveries'),
    serviceDeliveryId: idFilter(
      'The discounts of these deliveries (alias of veterinaryEstablishmentServiceDeliveryId[])',
    ),
  },
  sorts: [],
  defaultSort: [{ field: 'createdDate', direction: 'asc' }],
});
