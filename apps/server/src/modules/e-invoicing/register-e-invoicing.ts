// E-invoicing wiring: the platform chosen by the environment (Super PDP when SUPER_PDP_CLIENT_ID is set,
// else the built-in outbox), the routes, and the transmission job once the process's job queue runs.
import type { Database } from '@vetbo/db/database';
import type { FastifyInstance } from 'fastify';
import type { JobQueue } from '../../lib/job-queue.ts';
import { documentPdf } from '../billing/public.ts';
import type { EInvoicingAdapter } from './adapter.ts';
import { eInvoicingRoutes } from './e-invoicing.routes.ts';
import { type EInvoicingConfig, loadEInvoicingConfig } from './e-invoicing-config.ts';
import { scheduleRounds } from './e-invoicing-jobs.ts';
import { createOutboxAdapter } from './outbox-adapter.ts';
import { createSuperPdpAdapter } from './super-pdp/super-pdp-adapter.ts';

export function registerEInvoicing(
  app: FastifyInstance,
  {
    database,
    jobs,
    config = loadEInvoicingConfig(),
  }: { database: Database; jobs: JobQueue; config?: EInvoicingConfig },
): EInvoicingAdapter {
  const adapter = config.superPdp ? createSuperPdpAdapter(config.superPdp) : createOutboxAdapter();
  eInvoicingRoutes(app, { db: database.db });
  const db = database.jobDb;
  scheduleRounds(app, {
    jobs,
    intervalSeconds: config.intervalSeconds,
    deps: {
      db,
      adapter,
      maxAttempts: config.maxAttempts,
      retryBaseSeconds: config.intervalSeconds,
      loadPdf: async (documentId) => {
        const made = await documentPdf(db, documentId);
        return made && { pdf: made.pdf, blobId: made.blobId };
      },
      log: {
        info: (message) => app.log.info(message),
        warn: (message) => app.log.warn(message),
        error: (message) => app.log.error(message),
      },
    },
  });
  return adapter;
}
