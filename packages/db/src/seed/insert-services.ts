// The demo catalogue, subscriptions (with their periods) and deliveries.
import { generatePeriods } from '@vetbo/domain/service-periods';
import { pricesByPackage } from '@vetbo/domain/services/medicine-package-prices';
import { subscriptionAnnualPriceCents } from '@vetbo/domain/services/pricing';
import { medicinePackagePrices } from '../schema/medicine-package-prices.ts';
import {
  serviceDeliveryOptions,
  veterinaryEstablishmentServiceDeliveries,
  veterinaryEstablishmentServicePeriods,
  veterinaryEstablishmentServiceSubscriptions,
  veterinaryServiceOptions,
  veterinaryServices,
} from '../schema/services.ts';
import { idAt, inBatches, insertAll, type Tx } from './batches.ts';
import { DELIVERY_OPTION_PLANS, demoParameters, SERVICE_PLANS } from './plan-services.ts';

/** How many establishments (the first ones, the demo leader's included) hold subscriptions. */
const SUBSCRIBED_ESTABLISHMENTS = 40;
const START_DATES = ['2025-01-01', '2025-03-15', '2025-09-01', '2026-01-01'] as const;

export interface InsertedServices {
  services: number;
  serviceOptions: number;
  deliveryOptions: number;
  subscriptions: number;
  servicePeriods: number;
  serviceDeliveries: number;
}

export async function insertServices(
  tx: Tx,
  creditorIds: readonly number[],
  establishmentIds: readonly number[],
): Promise<InsertedServices> {
  const serviceIds = (
    await tx
      .insert(veterinaryServices)
      .values(
        SERVICE_PLANS.map((plan) => ({
          code: plan.code,
          entitled: plan.entitled,
          creditorId: idAt(creditorIds, plan.creditorIndex),
          accountingCode: plan.accountingCode,
        })),
      )
      .returning({ id: veterinaryServices.id })
  ).map((row) => row.id);

  const optionPlans = SERVICE_PLANS.flatMap((plan, serviceIndex) =>
    plan.options.map((option) => ({ ...option, serviceIndex, serviceCode: plan.code })),
  );
  const optionIds = (
    await tx
      .insert(veterinaryServiceOptions)
      .values(
        optionPlans.map(({ serviceIndex, serviceCode: _code, ...option }) => ({
          ...option,
          veterinaryServiceId: idAt(serviceIds, serviceIndex),
        })),
      )
      .returning({ id: veterinaryServiceOptions.id })
  ).map((row) => row.id);

  const deliveryOptionIds = (
    await tx
      .insert(serviceDeliveryOptions)
      .values(
        DELIVERY_OPTION_PLANS.map(({ serviceCode, ...option }) => ({
          ...option,
          veterinaryServiceId: idAt(
            serviceIds,
            SERVICE_PLANS.findIndex((plan) => plan.code === serviceCode),
          ),
        })),
      )
      .returning({ id: serviceDeliveryOptions.id })
  ).map((row) => row.id);

  // One or two subscriptions to enabled options for each of the first establishments, priced as the API
  // prices them: the medicine packages at the prices migration 0018 stored.
  const packagePrices = pricesByPackage(await tx.select().from(medicinePackagePrices));
  const enabled = optionPlans
    .map((option, index) => ({ ...option, id: idAt(optionIds, index) }))
    .filter((option) => option.status !== 'DISABLED');
  const subscriptions = establishmentIds.slice(0, SUBSCRIBED_ESTABLISHMENTS).flatMap((establishmentId, i) =>
    [enabled[i % enabled.length], i % 2 === 0 ? enabled[(i + 5) % enabled.length] : undefined]
      .filter((option) => option !== undefined)
      .map((option, n) => {
        const parameters = demoParameters(option.serviceCode, i + n);
        const startDate = START_DATES[(i + n) % START_DATES.length] as string;
        const annualPriceWithoutVat = subscriptionAnnualPriceCents(
          option.unitPriceWithoutVat,
          parameters,
          packagePrices,
        );
        const periods = generatePeriods({
          startDate,
          endDate: '2026-12-31',
          contractType: parameters.contractType,
          subscriptionType: parameters.subscriptionType,
          annualPriceCents: annualPriceWithoutVat,
        });
        return {
          row: {
            veterinaryEstablishmentId: establishmentId,
            veterinaryServiceOptionId: option.id,
            startDate,
            endDate: '2026-12-31',
            parameters,
            annualPriceWithoutVat,
          },
          periods,
        };
      }),
  );
  const subscriptionIds = (
    await inBatches(subscriptions, (batch) =>
      tx
        .insert(veterinaryEstablishmentServiceSubscriptions)
        .values(batch.map((subscription) => subscription.row))
        .returning({ id: veterinaryEstablishmentServiceSubscriptions.id }),
    )
  ).map((row) => row.id);
  const periods = subscriptions.flatMap((subscription, index) =>
    subscription.periods.map((period) => ({
      subscriptionId: idAt(subscriptionIds, index),
      veterinaryEstablishmentId: subscription.row.veterinaryEstablishmentId,
      startDate: period.startDate,
      endDate: period.endDate,
      priceWithoutVat: period.priceCents,
      shouldGenerateInvoice: period.shouldGenerateInvoice,
    })),
  );
  const servicePeriods = await insertAll(periods, (batch) =>
    tx.insert(veterinaryEstablishmentServicePeriods).values(batch),
  );

  // A delivery of each option for the first establishments, some done and some to come.
  const deliveries = establishmentIds.slice(0, 12).map((establishmentId, i) => {
    const optionIndex = i % DELIVERY_OPTION_PLANS.length;
    const {
      serviceCode,
      invoiceLineEntitledPattern: _pattern,
      ...option
    } = DELIVERY_OPTION_PLANS[optionIndex] as (typeof DELIVERY_OPTION_PLANS)[number];
    return {
      ...option,
      veterinaryEstablishmentId: establishmentId,
      veterinaryServiceId: idAt(
        serviceIds,
        SERVICE_PLANS.findIndex((plan) => plan.code === serviceCode),
      ),
      serviceDeliveryOptionId: idAt(deliveryOptionIds, optionIndex),
      longDescription: option.description,
      quantity: 1 + (i % 2),
      completionDate: i % 3 === 0 ? null : `2025-${String(1 + (i % 12)).padStart(2, '0')}-15`,
      paymentStatus: i % 5 === 0 ? ('OFFERED' as const) : ('UNPAID' as const),
    };
  });
  const serviceDeliveries = await insertAll(deliveries, (batch) =>
    tx
      .insert(veterinaryEstablishmentServiceDeliveries)
      .values(batch.map(({ description: _description, ...delivery }) => delivery)),
  );

  return {
    services: serviceIds.length,
    serviceOptions: optionIds.length,
    deliveryOptions: deliveryOptionIds.length,
    subscriptions: subscriptionIds.length,
    servicePeriods,
    serviceDeliveries,
  };
}
