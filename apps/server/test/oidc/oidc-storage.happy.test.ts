import { appSecrets, oidcModels } from '@vetbo/db/schema/index';
import { rateLimitEvents } from '@vetbo/db/schema/rate-limits';
import { and, eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { calculateJwkThumbprint, exportJWK, generateKeyPair } from 'jose';
import { describe, expect, it } from 'vitest';
import { createOidcAdapterFactory, purgeExpiredOidcModels } from '../../src/oidc/adapter.ts';
import { DatabaseAttemptLimiter, MemoryAttemptLimiter } from '../../src/oidc/rate-limiter.ts';
import { registerOidcProvider } from '../../src/oidc/register-oidc-provider.ts';
import { COOKIE_KEYS_SECRET_NAME, JWKS_SECRET_NAME, loadOidcSecrets } from '../../src/oidc/secrets.ts';
import { database, useOidcStorageWorld } from '../support/factories/oidc-storage-world.ts';

useOidcStorageWorld();

describe('oidc_models adapter', () => {
  it('upserts, finds, consumes and destroys', async () => {
    const adapter = createOidcAdapterFactory(database.db)('AuthorizationCode');
    await adapter.upsert('code-1', { grantId: 'g-1', accountId: '7', scope: 'openid' }, 60);
    expect(await adapter.find('code-1')).toEqual({ grantId: 'g-1', accountId: '7', scope: 'openid' });
    // Other models do not see it.
    expect(await createOidcAdapterFactory(database.db)('AccessToken').find('code-1')).toBeUndefined();

    await adapter.upsert('code-1', { grantId: 'g-1', accountId: '7', scope: 'openid email' }, 60);
    expect((await adapter.find('code-1'))?.scope).toBe('openid email');

    await adapter.consume('code-1');
    const consumed = await adapter.find('code-1');
    expect(typeof consumed?.consumed).toBe('number');
    // Saving again does not "un-consume".
    await adapter.upsert('code-1', { grantId: 'g-1', accountId: '7', scope: 'openid' }, 60);
    expect((await adapter.find('code-1'))?.consumed).toBeTruthy();

    await adapter.destroy('code-1');
    expect(await adapter.find('code-1')).toBeUndefined();
  });

  it('finds sessions by uid and device codes by user code', async () => {
    const factory = createOidcAdapterFactory(database.db);
    await factory('Session').upsert('s-1', { uid: 'uid-1', accountId: '1' }, 3600);
    expect((await factory('Session').findByUid('uid-1'))?.accountId).toBe('1');
    expect(await factory('Session').findByUid('uid-2')).toBeUndefined();
    await factory('DeviceCode').upsert('d-1', { userCode: 'ABCD-EFGH' }, 600);
    expect(await factory('DeviceCode').findByUserCode('ABCD-EFGH')).toEqual({ userCode: 'ABCD-EFGH' });
  });

  it('revokes by grant id within the model only', async () => {
    const factory = createOidcAdapterFactory(database.db);
    await factory('AccessToken').upsert('at-1', { grantId: 'g-2' }, 600);
    await factory('AccessToken').upsert('at-2', { grantId: 'g-2' }, 600);
    await factory('AccessToken').upsert('at-3', { grantId: 'g-3' }, 600);
    await factory('RefreshToken').upsert('rt-1', { grantId: 'g-2' }, 600);
    await factory('AccessToken').revokeByGrantId('g-2');
    expect(await factory('AccessToken').find('at-1')).toBeUndefined();
    expect(await factory('AccessToken').find('at-2')).toBeUndefined();
    expect(await factory('AccessToken').find('at-3')).toBeDefined();
    expect(await factory('RefreshToken').find('rt-1')).toBeDefined();
  });

  it('ignores expired rows and purges them', async () => {
    const factory = createOidcAdapterFactory(database.db);
    await factory('Interaction').upsert('i-1', { uid: 'x' }, 3600);
    await factory('Interaction').upsert('i-forever', { uid: 'y' });
    expect(await factory('Interaction').find('i-1')).toBeDefined();
    await database.db
      .update(oidcModels)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(and(eq(oidcModels.model, 'Interaction'), eq(oidcModels.id, 'i-1')));
    expect(await factory('Interaction').find('i-1')).toBeUndefined();
    expect(await factory('Interaction').find('i-forever')).toBeDefined();
    expect(await purgeExpiredOidcModels(database.db)).toBeGreaterThanOrEqual(1);
    const left = await database.db.select().from(oidcModels).where(eq(oidcModels.id, 'i-1'));
    expect(left).toHaveLength(0);
  });
});

describe('signing and cookie keys', () => {
  it('are generated once and shared through app_secrets', async () => {
    const first = await loadOidcSecrets(database.db, {});
    const second = await loadOidcSecrets(database.db, {});
    expect(first.source).toEqual({ jwks: 'database', cookieKeys: 'database' });
    expect(second.jwks).toEqual(first.jwks);
    expect(second.cookieKeys).toEqual(first.cookieKeys);
    const [key] = first.jwks.keys;
    expect(key).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(key?.d).toBeTruthy();
    expect(first.cookieKeys[0]?.length).toBeGreaterThanOrEqual(32);
    const names = (await database.db.select({ name: appSecrets.name }).from(appSecrets)).map(
      (row) => row.name,
    );
    expect(names).toEqual(expect.arrayContaining([JWKS_SECRET_NAME, COOKIE_KEYS_SECRET_NAME]));
  });

  it('come from OIDC_JWKS and OIDC_COOKIE_KEYS when set', async () => {
    const { privateKey } = await generateKeyPair('ES256', { extractable: true });
    const jwk = await exportJWK(privateKey);
    const secrets = await loadOidcSecrets(database.db, {
      OIDC_JWKS: JSON.stringify({ keys: [jwk] }),
      OIDC_COOKIE_KEYS: 'une-clé-de-cookie-assez-longue, une-autre-clé-plus-ancienne',
    });
    expect(secrets.source).toEqual({ jwks: 'environment', cookieKeys: 'environment' });
    expect(secrets.jwks.keys[0]).toMatchObject({
      kty: 'EC',
      alg: 'ES256',
      kid: await calculateJwkThumbprint(jwk),
    });
    expect(secrets.cookieKeys).toEqual(['une-clé-de-cookie-assez-longue', 'une-autre-clé-plus-ancienne']);
  });
});

describe('mounting', () => {
  it('serves the provider under /oidc of a Fastify app, preflight included', async () => {
    const app = Fastify({ logger: false });
    const oidc = await registerOidcProvider(app, {
      db: database.db,
      publicUrl: 'http://vetbo.test/',
      clientId: 'vetbo-web',
      stage: 'prod',
      env: {},
    });
    expect(oidc).toMatchObject({ issuer: 'http://vetbo.test/oidc', audience: 'http://vetbo.test/v1' });
    const response = await app.inject({ method: 'GET', url: '/oidc/.well-known/openid-configuration' });
    expect(response.statusCode).toBe(200);
    expect(response.json().issuer).toBe('http://vetbo.test/oidc');
    // The SPA's token request is preflighted from its origin; other origins get no CORS headers.
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/oidc/token',
      headers: { origin: 'http://vetbo.test', 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-methods']).toContain('POST');
    const foreign = await app.inject({
      method: 'POST',
      url: '/oidc/token',
      headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      payload:
        'grant_type=authorization_code&client_id=vetbo-web&code=x&redirect_uri=http%3A%2F%2Fvetbo.test%2Flogin',
    });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    // prod: the Vite dev server's redirect URI is not accepted.
    const dev = await app.inject({
      method: 'GET',
      url: `/oidc/auth?client_id=vetbo-web&response_type=code&scope=openid&code_challenge=${'a'.repeat(43)}&code_challenge_method=S256&redirect_uri=${encodeURIComponent('http://localhost:5173/login')}`,
    });
    expect(dev.statusCode).toBe(400);
    expect(dev.body).toContain('redirect_uri did not match');
    await app.close();
  });
});

describe('attempt limiters', () => {
  const kinds = {
    database: (now: () => number) =>
      new DatabaseAttemptLimiter(database.db, `test-${Math.random()}`, 2, 1000, now),
    memory: (now: () => number) => new MemoryAttemptLimiter(2, 1000, now),
  };

  it.each(Object.keys(kinds) as (keyof typeof kinds)[])(
    '%s: counts failures in a sliding window',
    async (kind) => {
      let now = 1_800_000_000_000;
      const limiter = kinds[kind](() => now);
      await limiter.recordFailure('a');
      expect(await limiter.isBlocked('a')).toBe(false);
      now += 500;
      await limiter.recordFailure('a');
      expect(await limiter.isBlocked('a')).toBe(true);
      expect(await limiter.isBlocked('b')).toBe(false);
      // The first failure leaves the window, the second is still in it.
      now += 501;
      expect(await limiter.isBlocked('a')).toBe(false);
      await limiter.recordFailure('a');
      expect(await limiter.isBlocked('a')).toBe(true);
      await limiter.reset('a');
      expect(await limiter.isBlocked('a')).toBe(false);
    },
  );

  it('database: limiters of different scopes do not count each other, and sweep their old rows', async () => {
    let now = 1_800_000_000_000;
    const scope = `sweep-${Math.random()}`;
    const a = new DatabaseAttemptLimiter(database.db, scope, 1, 1000, () => now);
    const b = new DatabaseAttemptLimiter(database.db, `${scope}-other`, 1, 1000, () => now);
    await a.recordFailure('k');
    expect(await a.isBlocked('k')).toBe(true);
    expect(await b.isBlocked('k')).toBe(false);
    now += 5000;
    await b.recordFailure('k');
    await a.sweep();
    const rows = await database.db
      .select({ key: rateLimitEvents.key })
      .from(rateLimitEvents)
      .where(sql`${rateLimitEvents.key} like ${`${scope}%`}`);
    expect(rows.map((row) => row.key)).toEqual([`${scope}-other:k`]);
  });
});
