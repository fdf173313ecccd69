import { describe, expect, it } from 'vitest';
import { baseUrl } from '../support/api.ts';
import { get, useWebAppWorld } from '../support/factories/web-app-world.ts';

describe('[WEB APP] static files', () => {
  useWebAppWorld();

  it('gives the SPA a strict CSP that lets it reach the identity provider, and HSTS on https', async () => {
    const answer = await get('/overview/establishments');
    const csp = String(answer.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("connect-src 'self' https://login.example.fr");
    expect(csp).toContain("form-action 'self' https://login.example.fr");
    expect(answer.headers['x-frame-options']).toBe('DENY');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(answer.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('lets only our own pages frame /login, where the silent sign-in lands', async () => {
    const answer = await get('/login?code=abc&state=xyz');
    expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

describe('[WEB APP] headers of the running product', () => {
  it('sends no HSTS over http', async () => {
    const answer = await fetch(`${baseUrl()}/health`);
    expect(answer.headers.get('strict-transport-security')).toBeNull();
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('x-frame-options')).toBe('DENY');
  });

  it('keeps the sign-in pages on their own CSP (inline styles, no script)', async () => {
    const answer = await fetch(`${baseUrl()}/oidc/auth?client_id=unknown`, { redirect: 'manual' });
    const csp = answer.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("style-src 'unsafe-inline'");
  });

  it('lets Swagger UI load on /v1/docs under a CSP without inline scripts', async () => {
    const answer = await fetch(`${baseUrl()}/v1/docs/`);
    expect(answer.status).toBe(200);
    const csp = answer.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    const html = await answer.text();
    // Swagger UI's page must not rely on inline scripts, which this CSP refuses.
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  });
});
