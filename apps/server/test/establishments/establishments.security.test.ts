import { beforeAll, describe, expect, it } from 'vitest';
import { call, tokenFor } from '../support/api.ts';
import { makeEstablishment, unusedPrivilegedCode } from '../support/factories/establishments.ts';

let moderator: string;
beforeAll(async () => {
  moderator = await tokenFor('moderator');
});

describe('[ESTABLISHMENTS] security', () => {
  it('refuses a call without a token with 401', async () => {
    const answer = await call('GET', '/v1/veterinary_establishments');
    expect(answer.status).toBe(401);
    expect(answer.body.code).toBe('UNAUTHENTICATED');
  });

  it('refuses a forged or tampered token with 401', async () => {
    const [header, payload] = moderator.split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ sub: '1', exp: 4_102_444_800 })).toString('base64url');
    for (const token of ['not-a-jwt', `${header}.${forgedPayload}.AAAA`, `${header}.${payload}.`]) {
      const answer = await call('GET', '/v1/veterinary_establishments', { token });
      expect(answer.status).toBe(401);
    }
  });

  it('lets an accountant read but not change establishments', async () => {
    const accountant = await tokenFor('accountant');
    expect((await call('GET', '/v1/veterinary_establishments', { token: accountant })).status).toBe(200);
    const answer = await call('POST', '/v1/veterinary_establishments', {
      token: accountant,
      body: makeEstablishment({ privilegedCode: await unusedPrivilegedCode(moderator) }),
    });
    expect(answer.status).toBe(403);
    expect(answer.body.code).toBe('FORBIDDEN');
  });

  it('keeps an establishment leader without a staff role out of the back-office API', async () => {
    const leader = await tokenFor('leader');
    expect((await call('GET', '/v1/veterinary_establishments', { token: leader })).status).toBe(403);
    const me = await call('GET', '/v1/me', { token: leader });
    expect(me.body.data).toMatchObject({ email: 'leader@vetbo.test', staffRole: null, isLeader: true });
  });

  it('never shows a stack trace or SQL in an error answer', async () => {
    const answer = await call('GET', '/v1/veterinary_establishments/1%27%20or%201=1', { token: moderator });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).not.toMatch(/at \w+ \(|select |node_modules/i);
  });

  it('sends security headers and a request id with every answer', async () => {
    // A page, a detail, a refusal and an unknown path: the global policy on each (security-headers.ts).
    const answers = [
      await call('GET', '/v1/veterinary_establishments?limit=1', { token: moderator }),
      await call('GET', '/v1/veterinary_establishments/1', { token: moderator }),
      await call('GET', '/v1/veterinary_establishments/1'),
      await call('GET', '/v1/nothing-here', { token: moderator }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 401, 404]);
    for (const answer of answers) {
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('x-frame-options')).toBe('DENY');
      expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(answer.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      const csp = answer.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(answer.headers.get('x-request-id')).toBeTruthy();
    }
  });
});
