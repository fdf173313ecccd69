import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import helmet from 'helmet';
import { describe, expect, it } from 'vitest';
import { headersOf, webAppCsp } from './security-headers.ts';

describe('security headers recorded once', () => {
  it('are the headers helmet sets on a real answer, removals included', async () => {
    const middleware = helmet({
      contentSecurityPolicy: { useDefaults: false, directives: webAppCsp() },
      strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    });
    const server = createServer((request, response) => {
      response.setHeader('X-Powered-By', 'something');
      middleware(request, response, () => response.end('ok'));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const answer = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
      const sent: Record<string, string> = {};
      answer.headers.forEach((value, name) => {
        if (!['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'].includes(name))
          sent[name] = value;
      });
      const recorded = headersOf(middleware);
      expect(recorded).toEqual(sent);
      expect(recorded['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(recorded['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(recorded).not.toHaveProperty('x-powered-by');
    } finally {
      server.close();
    }
  });

  it('refuse a middleware that does not finish at once', () => {
    expect(() => headersOf(() => undefined)).toThrow(/did not complete/);
  });
});
