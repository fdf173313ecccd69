import { STAFF_ROLES } from '@vetbo/domain/enums';
import { can } from '@vetbo/domain/permissions';
import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerAuth } from '../../src/plugins/auth.ts';
import { call, tokenFor } from '../support/api.ts';
import {
  makeOnboardingWorld,
  type OnboardingWorld,
  ownedPath,
} from '../support/factories/onboarding-world.ts';
import { describeAccess, fillPath, loadOpenApi, type Operation } from '../support/openapi-operations.ts';

// No resource has this id: allowed calls end in 404 or 400 after the access check, and change nothing.
const MISSING_ID = '2147483000';
/** Operations anyone may call without a token: a decision each, written here (none in the API today). */
const PUBLIC_OPERATIONS: string[] = [];

let operations: Operation[];

beforeAll(async () => {
  ({ operations } = await loadOpenApi());
});

/** One call of the operation as `token` sees it: a missing id (or the path given), an empty body. */
function callOperation(
  operation: Operation,
  token: string | null,
  path = fillPath(operation.path, () => MISSING_ID),
) {
  const hasBody = operation.body !== undefined;
  return call(operation.method, path, { token, ...(hasBody ? { body: {} } : {}) });
}

const roleToken = (role: string) =>
  tokenFor(role.toLowerCase() as 'admin' | 'manager' | 'accountant' | 'moderator');

describe('access rules of every operation of the OpenAPI document', () => {
  it('every operation publishes its access rule (x-access)', () => {
    expect(operations.length).toBeGreaterThan(10);
    const missing = operations.filter((operation) => !operation.access);
    expect(missing.map((operation) => `${operation.method} ${operation.path}`)).toEqual([]);
  });

  it('no token → 401 with WWW-Authenticate: Bearer, on every non-public operation', async () => {
    for (const operation of operations.filter((candidate) => candidate.access !== 'public')) {
      const answer = await callOperation(operation, null);
      expect(answer.status, `${operation.method} ${operation.path}`).toBe(401);
      expect(answer.headers.get('www-authenticate')).toBe('Bearer');
      // An invalid token is no better than none.
      const forged = await callOperation(operation, 'eyJhbGciOiJub25lIn0.e30.');
      expect(forged.status, `${operation.method} ${operation.path} forged`).toBe(401);
    }
  });

  it('the establishment leader (no staff role) → 403 on every back-office operation', async () => {
    const token = await tokenFor('leader');
    for (const operation of operations) {
      const answer = await callOperation(operation, token);
      const label = `${operation.method} ${operation.path} (${describeAccess(operation.access)})`;
      if (typeof operation.access === 'object') expect(answer.status, label).toBe(403);
      // No one leads the missing id: the onboarding calls refuse it as someone else's.
      else if (operation.access === 'leader') expect(answer.status, label).toBe(403);
      else expect([401, 403], label).not.toContain(answer.status);
    }
  });

  it.each(STAFF_ROLES)('%s: 403 exactly where the permission table refuses', async (role) => {
    const token = await roleToken(role);
    for (const operation of operations) {
      const { access } = operation;
      const answer = await callOperation(operation, token);
      const label = `${role} ${operation.method} ${operation.path} (${describeAccess(access)})`;
      const allowed = typeof access !== 'object' || can(role, access.action, access.area);
      // Staff lead no establishment: the onboarding calls on an id refuse them as well.
      if (access === 'leader') expect(answer.status, label).toBe(403);
      else if (allowed) expect([401, 403], label).not.toContain(answer.status);
      else {
        expect(answer.status, label).toBe(403);
        expect(answer.body.code).toBe('FORBIDDEN');
      }
    }
  });

  it('only the calls under /v1/me escape the permission table, and those on an id are `leader` calls', () => {
    // Anything else declares an area, so the check is the server's hook and no handler can forget it.
    const unguarded = operations.filter(({ access }) => access === 'authenticated' || access === 'leader');
    for (const { method, path, access } of unguarded) {
      expect(path.startsWith('/v1/me/') || path === '/v1/me', `${method} ${path}`).toBe(true);
      if (access === 'authenticated') expect(path, `${method} ${path} acts on an id`).not.toContain('{');
    }
    const open = operations.filter(({ access }) => access === 'public');
    expect(open.map(({ method, path }) => `${method} ${path}`)).toEqual(PUBLIC_OPERATIONS);
  });

  it('the accountant is refused at least one write (the table above is not vacuous)', () => {
    const refused = operations.filter(
      ({ access }) => typeof access === 'object' && !can('ACCOUNTANT', access.action, access.area),
    );
    expect(refused.length).toBeGreaterThan(0);
  });
});

describe('routes without an access rule', () => {
  async function appWith(url: string) {
    const app = Fastify({ logger: false });
    registerAuth(app, { authenticate: async () => null });
    app.get(url, async () => 'open');
    await app.ready();
    return app;
  }

  it('are a start-up error, even under /v1/docs', async () => {
    for (const url of ['/v1/anything', '/v1/docs/export', '/v1/docs-admin', '/v1/docsx', '/legacy/x']) {
      await expect(appWith(url), url).rejects.toThrow('declares no access rule');
    }
  });

  it('except the documentation pages of swagger-ui, which stay public', async () => {
    const app = await appWith('/v1/docs/json');
    expect((await app.inject('/v1/docs/json')).statusCode).toBe(200);
    await app.close();
  });
});

describe('the onboarding calls (x-access leader) on real ids: only their owner gets through', () => {
  let world: OnboardingWorld;
  let leaderCalls: Operation[];
  beforeAll(async () => {
    world = await makeOnboardingWorld();
    leaderCalls = operations.filter(({ access }) => access === 'leader');
  }, 60_000);

  const refusedEverywhere = async (who: string, token: string, ids: Record<string, string>) => {
    expect(leaderCalls.length).toBeGreaterThan(0);
    for (const operation of leaderCalls) {
      const answer = await callOperation(operation, token, ownedPath(operation.path, ids));
      expect(answer.status, `${who} ${operation.method} ${operation.path}`).toBe(403);
      expect(answer.body.code).toBe('FORBIDDEN');
    }
    // Nor does their own onboarding area show the leader's account.
    const area = (await call('GET', '/v1/me/onboarding', { token })).body.data;
    const shown = (area.billingAccounts as { id: number }[]).map(({ id }) => String(id));
    expect(shown, who).not.toContain(world.owner.ids.billing_accounts);
  };

  it('a leader of another establishment → 403 on the leader’s account and signature', async () => {
    await refusedEverywhere('other leader', world.otherLeader.token, world.owner.ids);
  });

  it.each(STAFF_ROLES)('%s (no leader job) → 403 on the leader’s account and signature', async (role) => {
    const token = await roleToken(role);
    expect((await call('GET', '/v1/me', { token })).body.data.isLeader).toBe(false);
    await refusedEverywhere(role, token, world.owner.ids);
  });

  it('a leader whose job has ended → 403 on the account and the signature they had there', async () => {
    await refusedEverywhere('former leader', world.otherLeader.token, world.formerlyLed);
  });

  // Last: the owner's calls may change their own things (a code sent, a request resumed).
  it('the leader themself passes every onboarding call on the same ids', async () => {
    for (const operation of leaderCalls) {
      const answer = await callOperation(
        operation,
        world.owner.token,
        ownedPath(operation.path, world.owner.ids),
      );
      expect(
        [401, 403],
        `${operation.method} ${operation.path}: ${JSON.stringify(answer.body)}`,
      ).not.toContain(answer.status);
    }
  });
});
