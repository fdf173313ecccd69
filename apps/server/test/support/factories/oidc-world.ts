// A bare OpenID provider over a fresh database, and its users: the oidc/*.test.ts files share it.
import type { Database } from '@vetbo/db/database';
import { hashPassword } from '@vetbo/db/password';
import { users } from '@vetbo/db/schema/index';
import { openFreshDatabase } from '@vetbo/db/testing/database-server';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  type RegisteredOidcProvider,
  type RegisterOidcProviderOptions,
  registerOidcProvider,
} from '../../../src/oidc/register-oidc-provider.ts';
import { freePort } from '../free-port.ts';
import { CLIENT_ID } from '../oidc-client.ts';

export const PASSWORD = 'vetbo-demo';

export const openTestDatabase = (): Promise<Database> => openFreshDatabase();

export async function insertUser(
  database: Database,
  values: { email: string; firstName: string; lastName: string; password?: string },
): Promise<number> {
  const [user] = await database.db
    .insert(users)
    .values({
      email: values.email,
      firstName: values.firstName,
      lastName: values.lastName,
      passwordHash: await hashPassword(values.password ?? PASSWORD),
      staffRole: 'ADMIN',
    })
    .returning({ id: users.id });
  if (!user) throw new Error('user not inserted');
  return user.id;
}

export interface TestServer {
  app: FastifyInstance;
  baseUrl: string;
  oidc: RegisteredOidcProvider;
}

/**
 * A bare Fastify app with only the provider, on 127.0.0.1. The issuer holds the port, so the port is
 * chosen before the routes are registered. trustProxy lets each test pose as its own client IP
 * through X-Forwarded-For, so rate limits do not leak between tests.
 */
export async function startServer(
  database: Database,
  options: Partial<RegisterOidcProviderOptions> = {},
): Promise<TestServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const trustProxy = options.trustProxy ?? true;
  const app = Fastify({ logger: false, trustProxy });
  const oidc = await registerOidcProvider(app, {
    db: database.db,
    publicUrl: baseUrl,
    clientId: CLIENT_ID,
    stage: 'prod',
    env: {},
    ...options,
    trustProxy,
  });
  await app.listen({ host: '127.0.0.1', port });
  return { app, baseUrl, oidc };
}

export {
  authorizeUrl,
  Browser,
  CLIENT_ID,
  CookieJar,
  location,
  pkcePair,
  signIn,
  startSignIn,
} from '../oidc-client.ts';
