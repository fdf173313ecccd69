// Billing runs (issue 23 §2): deliveries billed now or on a planned day, and the subscription runs.
import { z } from 'zod';
import { requiredDate, requiredEnum } from '../fields.ts';
import { integerId } from '../list-query.ts';

export const BILLING_RUN_KINDS = ['SUBSCRIPTIONS', 'DELIVERIES'] as const;
export const BILLING_RUN_STATUSES = ['CREATED', 'IN_PROGRESS', 'DONE', 'FAILED', 'CANCELLED'] as const;
export type BillingRunStatus = (typeof BILLING_RUN_STATUSES)[number];

/** `POST /v1/service_delivery_invoices`: the "bill service deliveries" panel. */
export const deliveryBillingSchema = z
  .object({
    veterinaryEstablishmentServiceDeliveryIds: z
      .array(integerId, { error: 'invalidType' })
      .min(1, 'atLeastOne')
      .max(1000, 'tooLong'),
    /** The invoices' date: today to generate now; a later day plans the generation for that day. */
    invoiceDate: requiredDate,
    generation: requiredEnum(['NOW', 'PLANNED'] as const).default('NOW'),
  })
  .strict()
  .meta({ id: 'DeliveryBillingInput' });
export type DeliveryBillingInput = z.output<typeof deliveryBillingSchema>;

/** `POST /v1/billing_runs`: bill every subscription period due on or before the day. */
export const subscriptionRunSchema = z
  .object({
    invoiceDate: requiredDate,
    /** Only these establishments' periods (a catch-up for a few clients); none: every establishment. */
    veterinaryEstablishmentIds: z
      .array(integerId, { error: 'invalidType' })
      .min(1, 'atLeastOne')
      .max(1000, 'tooLong')
      .optional(),
  })
  .strict()
  .meta({ id: 'SubscriptionRunInput' });
export type SubscriptionRunInput = z.output<typeof subscriptionRunSchema>;

export const billingRunSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(BILLING_RUN_KINDS),
    status: z.enum(BILLING_RUN_STATUSES),
    invoiceDate: z.string(),
    plannedDate: z.string().nullable(),
    deliveryIds: z.array(z.number().int()).nullable(),
    establishmentIds: z.array(z.number().int()).nullable(),
    groupsPlanned: z.number().int(),
    groupsDone: z.number().int(),
    documentsIssued: z.number().int(),
    lastError: z.string().nullable(),
    createdByUserId: z.number().int().nullable(),
    startedDate: z.string().nullable(),
    finishedDate: z.string().nullable(),
    createdDate: z.string(),
    updatedDate: z.string(),
  })
  .meta({ id: 'BillingRun' });
export type BillingRun = z.infer<typeof billingRunSchema>;
export const billingRunResponseSchema = z.object({ data: billingRunSchema });
export const billingRunListResponseSchema = z.object({ data: z.array(billingRunSchema) });
export const billingRunIdParams = z.object({ id: integerId });
