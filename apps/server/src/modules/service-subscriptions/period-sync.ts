// Writes a subscription's new periods over its stored ones: a period keeps its row (and its discounts)
// when its start day is unchanged, new ones are inserted, vanished ones deleted. Percentage discounts
// follow their period's price; discounts that would exceed it refuse the change.
import {
  veterinaryEstablishmentServiceDiscounts as discounts,
  veterinaryEstablishmentServicePeriods as periods,
} from '@vetbo/db/schema/index';
import { discountAmount, InvoicedPeriodsError, type ServicePeriod } from '@vetbo/domain/service-periods';
import { eq, inArray } from 'drizzle-orm';
import { frenchDay } from '../../lib/french-day.ts';
import { refusal } from '../../lib/problem.ts';
import type { Tx } from '../../lib/transaction.ts';
import { SUBSCRIPTION_PROBLEMS } from './service-subscriptions.problems.ts';
import { type PeriodRecord, toDomainPeriod } from './subscriptions.mapper.ts';
import { findDiscountsOfPeriods } from './subscriptions.repository.ts';

const same = (a: ServicePeriod, b: ServicePeriod) =>
  a.endDate === b.endDate &&
  a.priceCents === b.priceCents &&
  a.shouldGenerateInvoice === b.shouldGenerateInvoice;

export async function syncPeriods(
  tx: Tx,
  subscription: { id: number; veterinaryEstablishmentId: number },
  stored: PeriodRecord[],
  next: ServicePeriod[],
): Promise<void> {
  const byStart = new Map(stored.map((record) => [record.period.startDate, record]));
  const nextStarts = new Set(next.map((period) => period.startDate));
  const changed: { record: PeriodRecord; period: ServicePeriod }[] = [];
  const added: ServicePeriod[] = [];
  for (const period of next) {
    const record = byStart.get(period.startDate);
    if (!record) added.push(period);
    else if (!same(toDomainPeriod(record), period)) changed.push({ record, period });
  }
  const removed = stored.filter((record) => !nextStarts.has(record.period.startDate));
  // The domain refuses these before; this is the database's last word.
  const touchedInvoiced = [...changed.map(({ record }) => record), ...removed].filter(
    (record) => record.period.invoiceId !== null,
  );
  if (touchedInvoiced.length > 0) throw new InvoicedPeriodsError(touchedInvoiced.map(toDomainPeriod));

  await repriceDiscounts(tx, changed);
  for (const { record, period } of changed) {
    await tx
      .update(periods)
      .set({
        endDate: period.endDate,
        priceWithoutVat: period.priceCents,
        shouldGenerateInvoice: period.shouldGenerateInvoice,
        updatedDate: new Date(),
      })
      .where(eq(periods.id, record.period.id));
  }
  if (removed.length > 0)
    await tx.delete(periods).where(
      inArray(
        periods.id,
        removed.map((record) => record.period.id),
      ),
    );
  if (added.length > 0)
    await tx.insert(periods).values(
      added.map((period) => ({
        subscriptionId: subscription.id,
        veterinaryEstablishmentId: subscription.veterinaryEstablishmentId,
        startDate: period.startDate,
        endDate: period.endDate,
        priceWithoutVat: period.priceCents,
        shouldGenerateInvoice: period.shouldGenerateInvoice,
      })),
    );
}

/** Percentage discounts take their share of the new price; the sum must stay within it. */
async function repriceDiscounts(tx: Tx, changed: { record: PeriodRecord; period: ServicePeriod }[]) {
  const rows = await findDiscountsOfPeriods(
    tx,
    changed.map(({ record }) => record.period.id),
  );
  for (const { record, period } of changed) {
    const own = rows.filter((row) => row.periodId === record.period.id);
    let total = 0;
    for (const row of own) {
      const amount =
        row.kind === 'PERCENTAGE'
          ? discountAmount(period.priceCents, { percent: row.value / 100 })
          : row.value;
      total += amount;
      if (total > period.priceCents)
        throw refusal(SUBSCRIPTION_PROBLEMS.DISCOUNTS_EXCEED_PRICE, {
          params: {
            period: `${frenchDay(period.startDate)} au ${frenchDay(period.endDate)}`,
          },
        });
      if (amount !== row.amountWithoutVat)
        await tx
          .update(discounts)
          .set({ amountWithoutVat: amount, updatedDate: new Date() })
          .where(eq(discounts.id, row.id));
    }
  }
}
