// E-invoicing wiring: the platform the configuration names (Super PDP when SUPER_PDP_CLIENT_ID is set,
// else the built-in outbox; config.ts), the routes, and the transmission job once the process's job queue runs.
import type { Database } from '@vetbo/db/database';
import type { FastifyInstance } from 'fastify';
import type { EInvoicingConfig } from '../../config.ts';
import type { JobQueue } from '../../lib/job-queue.ts';
import { documentPdf } from '../billing/public.ts';
import type { EInvoicingAdapter } from './adapter.ts';
import { eInvoicingRoutes } from './e-invoicing.routes.ts';
import { scheduleRounds } from './e-invoicing-jobs.ts';
import { createOutboxAdapter } from './outbox-adapter.ts';
import { createSuperPdpAdapter } from './super-pdp/super-pdp-adapter.ts';

export function registerEInvoicing(
  app: FastifyInstance,
  { database, jobs, config }: { database: Database; jobs: JobQueue; config: EInvoicingConfig },
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
