// The services the network sells (spec §3.7, §3.8): the catalogue (services, their options, delivery
// options), establishments' subscriptions with their periods and discounts, and one-off deliveries.
// Money is integer cents, VAT a category (its rate in hundredths of a percent is the domain's).
// Periods and deliveries keep the invoice that carries them (`invoiceId`, set by billing): an invoiced
// row is never changed or removed.

import { DISCOUNT_KINDS } from '@vetbo/domain/service-periods';
import {
  DELIVERY_BILLING_STATUSES,
  DELIVERY_OPTION_TYPES,
  DELIVERY_PAYMENT_STATUSES,
} from '@vetbo/domain/services/catalogue';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns.ts';
import { creditors } from './creditors.ts';
import { enabledStatusEnum, vatCategoryEnum } from './enums.ts';
import { veterinaryEstablishments } from './establishments.ts';

export const deliveryOptionTypeEnum = pgEnum('delivery_option_type', DELIVERY_OPTION_TYPES);
export const deliveryPaymentStatusEnum = pgEnum('delivery_payment_status', DELIVERY_PAYMENT_STATUSES);
export const deliveryBillingStatusEnum = pgEnum('delivery_billing_status', DELIVERY_BILLING_STATUSES);
export const discountKindEnum = pgEnum('discount_kind', DISCOUNT_KINDS);

/** A service of the catalogue (CE-ABO, MVS-ABO…), sold on behalf of one creditor. */
export const veterinaryServices = pgTable('veterinary_services', {
  id: id(),
  code: varchar({ length: 20 }).notNull().unique('veterinary_services_code_key'),
  entitled: varchar({ length: 150 }).notNull(),
  creditorId: integer()
    .notNull()
    .references(() => creditors.id),
  accountingCode: varchar({ length: 20 }).notNull(),
  vatCategory: vatCategoryEnum().notNull().default('STANDARD'),
  ...timestamps,
});

/** What an establishment subscribes to: an option of a service, with its yearly price. */
export const veterinaryServiceOptions = pgTable(
  'veterinary_service_options',
  {
    id: id(),
    veterinaryServiceId: integer()
      .notNull()
      .references(() => veterinaryServices.id),
    code: varchar({ length: 30 }).notNull(),
    entitled: varchar({ length: 150 }).notNull(),
    status: enabledStatusEnum().notNull().default('ENABLED'),
    /** The price of a year of service, before the subscription's own parameters (pricing.ts). */
    unitPriceWithoutVat: integer().notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('veterinary_service_options_code_key').on(t.code),
    index('veterinary_service_options_service_idx').on(t.veterinaryServiceId),
    check('veterinary_service_options_price_check', sql`${t.unitPriceWithoutVat} >= 0`),
  ],
);

/** A predefined one-off service (installation, training…) that prefills a delivery. */
export const serviceDeliveryOptions = pgTable(
  'service_delivery_options',
  {
    id: id(),
    veterinaryServiceId: integer()
      .notNull()
      .references(() => veterinaryServices.id),
    code: varchar({ length: 30 }).notNull(),
    entitled: varchar({ length: 150 }).notNull(),
    description: text(),
    type: deliveryOptionTypeEnum().notNull(),
    unitPriceWithoutVat: integer().notNull(),
    vatCategory: vatCategoryEnum().notNull().default('STANDARD'),
    accountingCode: varchar({ length: 20 }).notNull(),
    /** The invoice line's label, with placeholders (delivery-label.ts). */
    invoiceLineEntitledPattern: varchar({ length: 255 }),
    /** A DISABLED option stays on the deliveries made from it but prefills no new one. */
    status: enabledStatusEnum().notNull().default('ENABLED'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('service_delivery_options_code_key').on(t.code),
    index('service_delivery_options_service_idx').on(t.veterinaryServiceId),
  ],
);

export const veterinaryEstablishmentServiceSubscriptions = pgTable(
  'veterinary_establishment_service_subscriptions',
  {
    id: id(),
    veterinaryEstablishmentId: integer()
      .notNull()
      .references(() => veterinaryEstablishments.id),
    veterinaryServiceOptionId: integer()
      .notNull()
      .references(() => veterinaryServiceOptions.id),
    startDate: date().notNull(),
    /** The contract's last day (included); a stop moves it earlier. */
    endDate: date().notNull(),
    /** The parameters of the option's service code (subscription-parameters.ts), validated on write. */
    parameters: jsonb().notNull(),
    /** The yearly price the periods were generated from, after any reduction. */
    annualPriceWithoutVat: integer().notNull(),
    /** The label billing puts on the invoice line ("invoice-label edit"); none: the option's. */
    invoiceLabel: varchar({ length: 255 }),
    ...timestamps,
  },
  (t) => [
    index('service_subscriptions_establishment_idx').on(t.veterinaryEstablishmentId, t.startDate),
    index('service_subscriptions_option_idx').on(t.veterinaryServiceOptionId, t.startDate),
    check('service_subscriptions_dates_check', sql`${t.endDate} >= ${t.startDate}`),
  ],
);

export const veterinaryEstablishmentServicePeriods = pgTable(
  'veterinary_establishment_service_periods',
  {
    id: id(),
    subscriptionId: integer()
      .notNull()
      .references(() => veterinaryEstablishmentServiceSubscriptions.id, { onDelete: 'cascade' }),
    /** The subscription's establishment, kept on the period for billing's filters. */
    veterinaryEstablishmentId: integer()
      .notNull()
      .references(() => veterinaryEstablishments.id),
    startDate: date().notNull(),
    endDate: date().notNull(),
    priceWithoutVat: integer().notNull(),
    shouldGenerateInvoice: boolean().notNull(),
    /** The invoice carrying the period (billing); once set the period never changes. */
    invoiceId: integer(),
    ...timestamps,
  },
  (t) => [
    index('service_periods_subscription_idx').on(t.subscriptionId, t.startDate),
    index('service_periods_establishment_idx').on(t.veterinaryEstablishmentId, t.startDate),
    check('service_periods_dates_check', sql`${t.endDate} >= ${t.startDate}`),
    check('service_periods_price_check', sql`${t.priceWithoutVat} >= 0`),
  ],
);

/** A discount's own columns, on a period or on a delivery. */
const discountColumns = () => ({
  kind: discountKindEnum().notNull(),
  /** PERCENTAGE: hundredths of a percent; AMOUNT: cents. */
  value: integer().notNull(),
  /** What the discount takes off what it discounts, in cents. */
  amountWithoutVat: integer().notNull(),
  label: varchar({ length: 150 }),
  ...timestamps,
});

/** A discount on a period: a percentage (hundredths of a percent) or an amount (cents). */
export const veterinaryEstablishmentServiceDiscounts = pgTable(
  'veterinary_establishment_service_discounts',
  {
    id: id(),
    periodId: integer()
      .notNull()
      .references(() => veterinaryEstablishmentServicePeriods.id, { onDelete: 'cascade' }),
    ...discountColumns(),
  },
  (t) => [index('service_discounts_period_idx').on(t.periodId)],
);

export const veterinaryEstablishmentServiceDeliveries = pgTable(
  'veterinary_establishment_service_deliveries',
  {
    id: id(),
    veterinaryEstablishmentId: integer()
      .notNull()
      .references(() => veterinaryEstablishments.id),
    veterinaryServiceId: integer()
      .notNull()
      .references(() => veterinaryServices.id),
    serviceDeliveryOptionId: integer().references(() => serviceDeliveryOptions.id),
    code: varchar({ length: 30 }).notNull(),
    entitled: varchar({ length: 255 }).notNull(),
    longDescription: text(),
    type: deliveryOptionTypeEnum().notNull(),
    quantity: integer().notNull().default(1),
    unitPriceWithoutVat: integer().notNull(),
    vatCategory: vatCategoryEnum().notNull().default('STANDARD'),
    accountingCode: varchar({ length: 20 }).notNull(),
    completionDate: date(),
    invoiceDate: date(),
    internalCommentary: text(),
    paymentStatus: deliveryPaymentStatusEnum().notNull().default('UNPAID'),
    billingStatus: deliveryBillingStatusEnum().notNull().default('NOT_BILLED'),
    shouldGenerateInvoice: boolean().notNull().default(true),
    /** The invoice carrying the delivery (billing); once set its amounts never change. */
    invoiceId: integer(),
    ...timestamps,
  },
  (t) => [
    index('service_deliveries_establishment_idx').on(t.veterinaryEstablishmentId, t.completionDate),
    index('service_deliveries_service_idx').on(t.veterinaryServiceId),
    check('service_deliveries_quantity_check', sql`${t.quantity} >= 1`),
  ],
);

export const veterinaryEstablishmentServiceDeliveryDiscounts = pgTable(
  'veterinary_establishment_service_delivery_discounts',
  {
    id: id(),
    serviceDeliveryId: integer()
      .notNull()
      .references(() => veterinaryEstablishmentServiceDeliveries.id, { onDelete: 'cascade' }),
    ...discountColumns(),
  },
  (t) => [index('service_delivery_discounts_delivery_idx').on(t.serviceDeliveryId)],
);
