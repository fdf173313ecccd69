import { type Database, migrateDatabase, openDatabase } from '@vetbo/db/database';
import { seedDemoData } from '@vetbo/db/seed/demo-data';
import type { FastifyInstance } from 'fastify';
import type { JWTPayload } from 'jose';
import { buildApp } from './app.ts';
import { createUserAuthenticator } from './auth/user-authenticator.ts';
import type { AppConfig } from './config.ts';
import { refuseDemoAccounts } from './demo/demo-accounts-guard.ts';
import { seedDemoBilling } from './demo/seed-billing.ts';
import { seedDemoFiles } from './demo/seed-demo-files.ts';
import { seedEstablishmentExtras } from './demo/seed-establishment-extras.ts';
import { seedLegacyCreditNotes } from './demo/seed-legacy-credit-notes.ts';
import { setHeapGrowth } from './heap-growth.ts';
import { createJobQueue, type JobQueue } from './lib/job-queue.ts';
import { startBillingJobs } from './modules/billing/public.ts';
import { createMailer, type Mailer } from './modules/mail/mailer.ts';
import { registerOidcProvider } from './oidc/register-oidc-provider.ts';
import { createTokenVerifier } from './oidc/token-verifier.ts';
import { registerWebApp } from './plugins/web-app.ts';

export interface RunningServer {
  app: FastifyInstance;
  database: Database;
  mailer: Mailer;
  jobs: JobQueue;
  url: string;
  close(): Promise<void>;
}

/**
 * What a start writes in its database before serving: the migrations, then the demo data when asked
 * (DEMO_DATA; each seed skips what is there already, so a restart, or a copy of a prepared database, writes
 * nothing). In production a database holding the demo accounts is refused.
 */
export async function prepareDatabase(
  database: Database,
  config: Pick<AppConfig, 'stage' | 'externalIssuer' | 'demoData'>,
): Promise<void> {
  await migrateDatabase(database.pool);
  // The demo accounts' password is published: never in production, whoever seeded them and when.
  if (config.stage === 'prod')
    await refuseDemoAccounts(database.db, { externalProvider: Boolean(config.externalIssuer) });
  if (config.demoData) {
    await seedDemoData(database.db);
    await seedDemoFiles(database.db);
    await seedEstablishmentExtras(database.db);
    await seedLegacyCreditNotes(database.db);
    await seedDemoBilling(database.db);
  }
}

/** The whole product in one process: database, API, identity provider and web app. */
export async function startServer(config: AppConfig): Promise<RunningServer> {
  setHeapGrowth();
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
    poolWaitMs: config.databasePoolWaitMs,
  });
  try {
    await prepareDatabase(database, config);
  } catch (error) {
    await database.close();
    throw error;
  }

  let verifyToken: (token: string) => Promise<JWTPayload> = async () => {
    throw new Error('identity provider not ready');
  };
  const authenticate = createUserAuthenticator({
    db: database.db,
    verifyToken: (token) => verifyToken(token),
    matchBy: config.externalIssuer ? 'email' : 'sub',
  });
  // Called once the app (and its logger) exists: the jobs start after buildApp.
  const log = {
    info: (message: string) => app.log.info(message),
    warn: (message: string) => app.log.warn(message),
    error: (message: string) => app.log.error(message),
  };
  const jobs = createJobQueue({ pool: database.jobPool, log });
  const mailer = createMailer({ db: database.jobDb, jobs, ...config.mail, log });
  const app = await buildApp({
    database,
    mailer,
    jobs,
    authenticate,
    logLevel: config.logLevel,
    trustProxy: config.trustProxy,
    publicUrl: config.publicUrl,
    yousign: config.yousign,
    eInvoicing: config.eInvoicing,
  });

  let issuer: string;
  if (config.externalIssuer) {
    issuer = config.externalIssuer;
    // Only tokens issued to this app's client: another client of the same realm must not get in.
    verifyToken = createTokenVerifier({
      issuer,
      audience: config.audience,
      authorizedParty: config.clientId,
    });
  } else {
    const provider = await registerOidcProvider(app, {
      db: database.db,
      publicUrl: config.publicUrl,
      clientId: config.clientId,
      stage: config.stage,
      trustProxy: config.trustProxy,
      lookupsPerIp: config.signInLookupsPerIp,
      mailer,
      forgetUser: authenticate.forget,
    });
    issuer = provider.issuer;
    verifyToken = createTokenVerifier({ issuer, jwks: provider.jwks, audience: provider.audience });
  }
  await registerWebApp(
    app,
    { apiBaseUrl: '', oidc: { issuer, clientId: config.clientId }, stage: config.stage },
    config.webDistDir,
  );

  await jobs.start();
  await startBillingJobs(database.jobDb, jobs, log);
  await mailer.start();
  const url = await app.listen({ port: config.port, host: config.host });
  return {
    app,
    database,
    mailer,
    jobs,
    url,
    async close() {
      await app.close();
      await jobs.stop();
      await mailer.stop();
      await database.close();
    },
  };
}
