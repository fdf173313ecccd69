import type { Writable } from 'node:stream';
import type { Database } from '@vetbo/db/database';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { ForgettableUser, UserAuthenticator } from './auth/user-authenticator.ts';
import { E_INVOICING_DEFAULTS, type EInvoicingConfig, type YousignConfig } from './config.ts';
import type { JobQueue } from './lib/job-queue.ts';
import { childLoggerWithClientId, serverRequestId } from './lib/request-id.ts';
import { activitiesRoutes } from './modules/activities/activities.routes.ts';
import {
  billingPdfRoutes,
  billingRemindersRoutes,
  billingRoutes,
  billingRunsRoutes,
} from './modules/billing/public.ts';
import { bankDetailsChangesRoutes } from './modules/billing-accounts/bank-details-changes.routes.ts';
import { billingAccountsRoutes } from './modules/billing-accounts/billing-accounts.routes.ts';
import { centralAccountsRoutes } from './modules/central-accounts/central-accounts.routes.ts';
import { changeHistoryRoutes } from './modules/change-history/change-history.routes.ts';
import { creditorsRoutes } from './modules/creditors/creditors.routes.ts';
import { registerEInvoicing } from './modules/e-invoicing/public.ts';
import { establishmentAddressesRoutes } from './modules/establishment-addresses/establishment-addresses.routes.ts';
import { establishmentTransfersRoutes } from './modules/establishment-transfers/establishment-transfers.routes.ts';
import { establishmentsRoutes } from './modules/establishments/establishments.routes.ts';
import { filesRoutes } from './modules/files/files.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { legacyCreditNotesRoutes } from './modules/legacy-credit-notes/legacy-credit-notes.routes.ts';
import { legalStructuresRoutes } from './modules/legal-structures/legal-structures.routes.ts';
import type { Mailer } from './modules/mail/mailer.ts';
import { outboxRoutes } from './modules/mail/outbox.routes.ts';
import { mandatesRoutes } from './modules/mandates/mandates.routes.ts';
import { ownerMandatesRoutes } from './modules/mandates/owner-mandates.routes.ts';
import { meRoutes } from './modules/me/me.routes.ts';
import { medicinePackagePricesRoutes } from './modules/medicine-package-prices/medicine-package-prices.routes.ts';
import { membershipsRoutes } from './modules/memberships/memberships.routes.ts';
import { openingHoursRoutes } from './modules/opening-hours/opening-hours.routes.ts';
import { privacyRoutes } from './modules/privacy/privacy.routes.ts';
import { salesJournalsRoutes } from './modules/sales-journals/sales-journals.routes.ts';
import { sepaFilesRoutes } from './modules/sepa-files/public.ts';
import { serviceCatalogueRoutes } from './modules/service-catalogue/service-catalogue.routes.ts';
import { serviceDeliveriesRoutes } from './modules/service-deliveries/service-deliveries.routes.ts';
import { serviceSubscriptionsRoutes } from './modules/service-subscriptions/service-subscriptions.routes.ts';
import { servicesExportRoutes } from './modules/services-export/services-export.routes.ts';
import { registerSignatures } from './modules/signatures/register-signatures.ts';
import { teamsRoutes } from './modules/teams/teams.routes.ts';
import { userAccountsRoutes } from './modules/user-accounts/user-accounts.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { workgroupsRoutes } from './modules/workgroups/workgroups.routes.ts';
import { type AuthOptions, registerAuth } from './plugins/auth.ts';
import { handleFrameworkError, registerErrorHandling } from './plugins/errors.ts';
import { registerEtags } from './plugins/etag.ts';
import { registerLocale } from './plugins/locale.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerProblemResponses } from './plugins/problem-responses.ts';
import { responseSerializerCompiler } from './plugins/response-serializer.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerTextGuard } from './plugins/text-guard.ts';

export interface BuildAppOptions {
  database: Database;
  authenticate: AuthOptions['authenticate'];
  /** Delivers the outbox; without it (tests of the API alone) messages stay QUEUED. */
  mailer?: Mailer;
  /** The process's background jobs (billing runs); without it (tests of the API alone) none is queued. */
  jobs?: JobQueue;
  logLevel?: string;
  trustProxy?: boolean | string;
  /** The product's public address (HSTS is sent when it is https). */
  publicUrl?: string;
  /** Yousign API v3 as the e-signature provider; without it, the built-in one. */
  yousign?: YousignConfig;
  /** The e-invoicing platform and job rounds; without it, the built-in outbox every 30 s. */
  eInvoicing?: EInvoicingConfig;
  /** Check every answer against its zod schema too (plugins/response-serializer.ts); on under tests. */
  verifyResponses?: boolean;
  /** Where the log lines go (standard output unless told: tests read them). */
  logStream?: Writable;
}

/** The HTTP API: plugins, then every module's routes. The identity provider and the SPA are added by main. */
export async function buildApp({
  database,
  authenticate,
  mailer = idleMailer,
  jobs = idleJobs,
  logLevel = 'info',
  trustProxy = false,
  publicUrl,
  yousign,
  eInvoicing = E_INVOICING_DEFAULTS,
  verifyResponses = process.env.NODE_ENV === 'test',
  logStream,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: logLevel,
      ...(logStream ? { stream: logStream } : {}),
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      serializers: {
        // A one-time password link's token never reaches the logs.
        req: (request) => ({
          method: request.method,
          url: String(request.url).replace(/(\/oidc\/password\/new\/)[^/?#]+/, '$1[token]'),
          host: request.host,
          remoteAddress: request.ip,
        }),
      },
    },
    // The server's own id; a client's X-Request-Id is logged beside it (lib/request-id.ts).
    genReqId: serverRequestId,
    childLoggerFactory: childLoggerWithClientId,
    requestIdHeader: false,
    bodyLimit: 1_048_576,
    trustProxy,
    routerOptions: { maxParamLength: 200 },
    frameworkErrors: handleFrameworkError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ verify: verifyResponses }));
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });
  await registerSecurityHeaders(app, { publicUrl });

  registerLocale(app);
  registerErrorHandling(app);
  registerAuth(app, { authenticate });
  registerProblemResponses(app);
  registerEtags(app);
  registerTextGuard(app);
  await registerOpenApi(app);

  const { db } = database;
  healthRoutes(app, { database });
  meRoutes(app, { db });
  establishmentsRoutes(app, { db, exportPool: database.exportPool });
  establishmentAddressesRoutes(app, { db });
  legalStructuresRoutes(app, { db });
  filesRoutes(app, { db });
  changeHistoryRoutes(app, { db });
  billingAccountsRoutes(app, { db });
  workgroupsRoutes(app, { db });
  membershipsRoutes(app, { db });
  activitiesRoutes(app, { db });
  openingHoursRoutes(app, { db });
  centralAccountsRoutes(app, { db });
  mandatesRoutes(app, { db });
  ownerMandatesRoutes(app, { db });
  establishmentTransfersRoutes(app, { db });
  serviceCatalogueRoutes(app, { db });
  serviceSubscriptionsRoutes(app, { db });
  serviceDeliveriesRoutes(app, { db });
  servicesExportRoutes(app, { exportPool: database.exportPool });
  creditorsRoutes(app, { db });
  billingRoutes(app, { db });
  billingRunsRoutes(app, { db, jobs });
  billingPdfRoutes(app, { db });
  billingRemindersRoutes(app, { db, mailer });
  registerEInvoicing(app, { database, jobs, config: eInvoicing });
  medicinePackagePricesRoutes(app, { db });
  legacyCreditNotesRoutes(app, { db, exportPool: database.exportPool });
  salesJournalsRoutes(app, { db, exportPool: database.exportPool });
  sepaFilesRoutes(app, { db });
  // A role or e-mail change drops the user from the authenticator's cache (when it has one).
  const forgetUser = (user: ForgettableUser) => (authenticate as Partial<UserAuthenticator>).forget?.(user);
  const mail = { mailer, publicUrl: publicUrl ?? '' };
  usersRoutes(app, { db, forgetUser, mail });
  teamsRoutes(app, { db, mailer });
  outboxRoutes(app, { db, mailer });
  userAccountsRoutes(app, { db, mail });
  privacyRoutes(app, { db, forgetUser });
  const signatureProvider = registerSignatures(app, { db, mail, yousign });
  bankDetailsChangesRoutes(app, { db, provider: signatureProvider });
  return app;
}

const idleMailer: Mailer = {
  sending: false,
  start: async () => {},
  stop: async () => {},
  deliver: async () => {},
};

const idleJobs: JobQueue = {
  started: false,
  start: async () => {},
  stop: async () => {},
  createQueue: async () => {},
  send: async () => {
    throw new Error('No job queue in this process (buildApp without jobs)');
  },
  work: async () => {},
  cancel: async () => {},
};
