import { exportJWK, generateKeyPair } from 'jose';
import { describe, expect, it } from 'vitest';
import { loadOidcSecrets } from '../../src/oidc/secrets.ts';
import { database, useOidcStorageWorld } from '../support/factories/oidc-storage-world.ts';

useOidcStorageWorld();

describe('signing and cookie keys', () => {
  it('refuse public keys and short cookie keys', async () => {
    const { publicKey } = await generateKeyPair('RS256', { extractable: true });
    await expect(
      loadOidcSecrets(database.db, { OIDC_JWKS: JSON.stringify({ keys: [await exportJWK(publicKey)] }) }),
    ).rejects.toThrow(/not a private key/);
    await expect(loadOidcSecrets(database.db, { OIDC_JWKS: '{' })).rejects.toThrow(/not valid JSON/);
    await expect(loadOidcSecrets(database.db, { OIDC_COOKIE_KEYS: 'court' })).rejects.toThrow(
      /16 characters/,
    );
  });
});
