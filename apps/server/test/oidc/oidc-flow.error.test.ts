import { describe, expect, it } from 'vitest';
import { server, useOidcFlowWorld } from '../support/factories/oidc-flow-world.ts';
import { authorizeUrl, Browser, pkcePair } from '../support/factories/oidc-world.ts';

useOidcFlowWorld();

describe('built-in OpenID provider', () => {
  it('shows a French error page for an unknown client', async () => {
    const browser = new Browser(server.baseUrl);
    const { challenge } = pkcePair();
    const response = await browser.get(
      authorizeUrl(server.baseUrl, {
        client_id: 'intrus',
        code_challenge: challenge,
        code_challenge_method: 'S256',
      }),
    );
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('Connexion impossible');
  });
});
