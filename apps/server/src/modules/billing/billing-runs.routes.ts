// Billing runs: "bill service deliveries" (now or planned), subscription runs, their list and progress,
// and cancelling a planned one. ADMIN and ACCOUNTANT run them (`accounting`); every staff role reads.
import type { Db } from '@vetbo/db/database';
import {
  billingRunIdParams,
  billingRunListResponseSchema,
  billingRunResponseSchema,
  deliveryBillingSchema,
  subscriptionRunSchema,
} from '@vetbo/domain/billing/runs';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { JobQueue } from '../../lib/job-queue.ts';
import { refuses } from '../../lib/openapi-responses.ts';
import { areaAccess } from '../../lib/route-access.ts';
import { writeContext } from '../../lib/write-context.ts';
import { BILLING_PROBLEMS } from './billing.problems.ts';
import { billDeliveries, cancelRun, listRuns, loadRun, startSubscriptionRun } from './billing-runs.ts';

const billing = areaAccess('billing');
const accounting = areaAccess('accounting');
const tags = ['Facturation automatique'];

export function billingRunsRoutes(app: FastifyInstance, { db, jobs }: { db: Db; jobs: JobQueue }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/v1/service_delivery_invoices', {
    config: accounting.write,
    schema: {
      tags,
      operationId: 'createServiceDeliveryInvoices',
      summary:
        'Bill selected deliveries: one invoice per establishment and creditor, now (invoiceDate today) or planned for a later day (cancellable until it runs)',
      body: deliveryBillingSchema,
      response: { 201: billingRunResponseSchema, ...refuses(BILLING_PROBLEMS.DELIVERIES_NOT_BILLABLE) },
    },
    handler: async (request, reply) => {
      const data = await billDeliveries(db, jobs, request.body, writeContext(request));
      return reply.status(201).header('location', `/v1/billing_runs/${data.id}`).send({ data });
    },
  });

  r.post('/v1/billing_runs', {
    config: accounting.write,
    schema: {
      tags,
      operationId: 'createBillingRun',
      summary:
        'Start a subscription billing run: every period due on or before invoiceDate, one invoice per establishment and creditor',
      body: subscriptionRunSchema,
      response: { 202: billingRunResponseSchema },
    },
    handler: async (request, reply) => {
      const data = await startSubscriptionRun(db, jobs, request.body, writeContext(request));
      return reply.status(202).header('location', `/v1/billing_runs/${data.id}`).send({ data });
    },
  });

  r.get('/v1/billing_runs', {
    config: billing.read,
    schema: {
      tags,
      operationId: 'getBillingRuns',
      summary: 'The last 50 billing runs, newest first, with their progress and result',
      response: { 200: billingRunListResponseSchema },
    },
    handler: async () => ({ data: await listRuns(db) }),
  });

  r.get('/v1/billing_runs/:id', {
    config: billing.read,
    schema: {
      tags,
      operationId: 'getBillingRun',
      summary: 'One billing run and its progress',
      params: billingRunIdParams,
      response: { 200: billingRunResponseSchema },
    },
    handler: async (request) => ({ data: await loadRun(db, request.params.id) }),
  });

  r.post('/v1/billing_runs/:id/cancellation', {
    config: accounting.write,
    schema: {
      tags,
      operationId: 'cancelBillingRun',
      summary: 'Cancel a planned run that has not started; its deliveries are billable again',
      params: billingRunIdParams,
      response: { 200: billingRunResponseSchema, ...refuses(BILLING_PROBLEMS.RUN_NOT_CANCELLABLE) },
    },
    handler: async (request) => ({ data: await cancelRun(db, request.params.id) }),
  });
}
