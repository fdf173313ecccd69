// The subscriptions' and periods' lists, declared once (zod-free: the web derives its URL state from them).
import { dateFilter, declareList, flagFilter, idFilter, textFilter } from '../list-declaration.ts';

export const subscriptionListDeclaration = declareList({
  filters: {
    id: idFilter('Subscriptions with these ids'),
    veterinaryEstablishmentId: idFilter('The subscriptions of these establishments'),
    veterinaryServiceOptionId: idFilter('Subscriptions to these options'),
    veterinaryServiceId: idFilter('Subscriptions to an option of these services'),
    toStartDate: dateFilter('Subscriptions starting on or before this day (YYYY-MM-DD)', 'atMost'),
    fromEndDate: dateFilter('Subscriptions ending on or after this day (YYYY-MM-DD)', 'atLeast'),
  },
  sorts: ['startDate', 'endDate', 'veterinaryServiceOptionEntitled'],
  defaultSort: [{ field: 'startDate', direction: 'desc' }],
});

export const servicePeriodListDeclaration = declareList({
  filters: {
    id: idFilter('Periods with these ids'),
    veterinaryEstablishmentId: idFilter('The periods of these establishments’ subscriptions'),
    veterinaryEstablishmentServiceSubscriptionId: idFilter('The periods of these subscriptions'),
    shouldGenerateInvoice: flagFilter('Periods to invoice (true) or not (false)'),
    veterinaryServiceOptionCode: textFilter('Periods of subscriptions to options with these codes', {
      upper: true,
      max: 30,
    }),
    fromStartDate: dateFilter('Periods starting on or after this day', 'atLeast'),
    toStartDate: dateFilter('Periods starting on or before this day', 'atMost'),
    fromEndDate: dateFilter('Periods ending on or after this day', 'atLeast'),
    toEndDate: dateFilter('Periods ending on or before this day', 'atMost'),
  },
  sorts: ['startDate', 'endDate'],
  defaultSort: [{ field: 'startDate', direction: 'asc' }],
});

export const serviceDiscountListDeclaration = declareList({
  filters: {
    id: idFilter('Discounts with these ids'),
    veterinaryEstablishmentServicePeriodId: idFilter('The discounts of these periods'),
    veterinaryEstablishmentServiceSubscriptionId: idFilter('The discounts of these subscriptions’ periods'),
  },
  sorts: [],
  defaultSort: [{ field: 'createdDate', direction: 'asc' }],
});
