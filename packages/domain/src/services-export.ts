// GET /v1/veterinary_establishment_services/export: the establishments' services over a period — one
// row per subscription period and one per delivery — as CSV or XLSX.
import { z } from 'zod';
import { requiredDate } from './fields.ts';
import { arrayFilter, integerId } from './list-query.ts';

export const SERVICES_EXPORT_KINDS = ['ALL', 'SUBSCRIPTIONS', 'DELIVERIES'] as const;
export const SERVICES_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
/** A longer period would make a file no spreadsheet opens comfortably: export it in parts. */
export const SERVICES_EXPORT_MAX_DAYS = 3 * 366;

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

export const servicesExportQuerySchema = z
  .object({
    fromDate: requiredDate.describe('First day of the period (YYYY-MM-DD)'),
    toDate: requiredDate.describe('Last day of the period, included'),
    'veterinaryEstablishmentId[]': arrayFilter(integerId).describe('Only these establishments'),
    'veterinaryServiceId[]': arrayFilter(integerId).describe('Only these services'),
    kind: z
      .enum(SERVICES_EXPORT_KINDS, { error: 'invalidChoice' })
      .default('ALL')
      .describe('Subscription periods, deliveries, or both'),
    format: z.enum(SERVICES_EXPORT_FORMATS, { error: 'invalidChoice' }).default('csv'),
  })
  .superRefine((query, ctx) => {
    if (typeof query.fromDate !== 'string' || typeof query.toDate !== 'string') return;
    if (query.toDate < query.fromDate)
      ctx.addIssue({ code: 'custom', path: ['toDate'], message: 'endBeforeStart' });
    else if (dayNumber(query.toDate) - dayNumber(query.fromDate) > SERVICES_EXPORT_MAX_DAYS)
      ctx.addIssue({ code: 'custom', path: ['toDate'], message: 'periodTooLong' });
  });
export type ServicesExportQuery = z.output<typeof servicesExportQuerySchema>;
