import type {
  veterinaryEstablishmentServiceDiscounts,
  veterinaryEstablishmentServicePeriods,
  veterinaryEstablishmentServiceSubscriptions,
} from '@vetbo/db/schema/index';
import type { ServicePeriod } from '@vetbo/domain/service-periods';
import type {
  ServiceDiscount,
  ServicePeriodRecord,
  Subscription,
  SubscriptionWithPeriods,
} from '@vetbo/domain/service-subscriptions';
import type { SubscriptionParameters } from '@vetbo/domain/services/subscription-parameters';
import { apiDateTime } from '../../lib/list.ts';

export type SubscriptionRow = typeof veterinaryEstablishmentServiceSubscriptions.$inferSelect;
export type PeriodRow = typeof veterinaryEstablishmentServicePeriods.$inferSelect;
export type DiscountRow = typeof veterinaryEstablishmentServiceDiscounts.$inferSelect;

/** A subscription with what its option and service say of it. */
export interface SubscriptionRecord {
  subscription: SubscriptionRow;
  optionEntitled: string;
  optionCode: string;
  optionPrice: number;
  optionStatus: 'ENABLED' | 'DISABLED';
  serviceId: number;
  serviceCode: string;
  serviceEntitled: string;
  creditorId: number;
}

/** A period with the sum of its discounts. */
export interface PeriodRecord {
  period: PeriodRow;
  discountWithoutVat: number;
}

export function toSubscription(record: SubscriptionRecord): Subscription {
  const { subscription: row } = record;
  return {
    id: row.id,
    veterinaryEstablishmentId: row.veterinaryEstablishmentId,
    veterinaryServiceOptionId: row.veterinaryServiceOptionId,
    veterinaryServiceOptionEntitled: record.optionEntitled,
    veterinaryServiceId: record.serviceId,
    serviceCode: record.serviceCode,
    serviceEntitled: record.serviceEntitled,
    creditorId: record.creditorId,
    startDate: row.startDate,
    endDate: row.endDate,
    parameters: row.parameters as SubscriptionParameters,
    annualPriceWithoutVat: row.annualPriceWithoutVat,
    invoiceLabel: row.invoiceLabel,
    createdDate: apiDateTime(row.createdDate),
    updatedDate: apiDateTime(row.updatedDate),
  };
}

export function toPeriod(record: PeriodRecord, optionCode: string): ServicePeriodRecord {
  const { period } = record;
  return {
    id: period.id,
    veterinaryEstablishmentServiceSubscriptionId: period.subscriptionId,
    veterinaryEstablishmentId: period.veterinaryEstablishmentId,
    veterinaryServiceOptionCode: optionCode,
    startDate: period.startDate,
    endDate: period.endDate,
    priceWithoutVat: period.priceWithoutVat,
    discountWithoutVat: record.discountWithoutVat,
    shouldGenerateInvoice: period.shouldGenerateInvoice,
    invoiced: period.invoiceId !== null,
    createdDate: apiDateTime(period.createdDate),
    updatedDate: apiDateTime(period.updatedDate),
  };
}

export const toSubscriptionWithPeriods = (
  record: SubscriptionRecord,
  periods: PeriodRecord[],
): SubscriptionWithPeriods => ({
  ...toSubscription(record),
  periods: periods.map((period) => toPeriod(period, record.optionCode)),
});

/** The period as the domain rules read it. */
export const toDomainPeriod = ({ period }: PeriodRecord): ServicePeriod => ({
  startDate: period.startDate,
  endDate: period.endDate,
  priceCents: period.priceWithoutVat,
  shouldGenerateInvoice: period.shouldGenerateInvoice,
  invoiced: period.invoiceId !== null,
});

export function toDiscount(row: DiscountRow): ServiceDiscount {
  return {
    id: row.id,
    veterinaryEstablishmentServicePeriodId: row.periodId,
    kind: row.kind,
    value: row.value,
    amountWithoutVat: row.amountWithoutVat,
    label: row.label,
    createdDate: apiDateTime(row.createdDate),
    updatedDate: apiDateTime(row.updatedDate),
  };
}
