import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, UNUSABLE_PASSWORD_HASH, verifyPassword } from '../src/password.ts';

/** A hash as the product wrote them before issue 20: node's default scrypt cost (N = 2^14). */
function legacyHash(password: string): string {
  const salt = randomBytes(16);
  return `scrypt$${salt.toString('base64')}$${scryptSync(password, salt, 32).toString('base64')}`;
}

describe('password hashes', () => {
  it('hashes at OWASP’s scrypt cost (N = 2^17, r = 8, p = 1) and says so in the stored value', async () => {
    const stored = await hashPassword('une phrase de passe');
    expect(stored).toMatch(/^scrypt\$N=131072,r=8,p=1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(await verifyPassword('une phrase de passe', stored)).toBe(true);
    expect(await verifyPassword('une autre phrase', stored)).toBe(false);
    expect(needsRehash(stored)).toBe(false);
  });

  it('still verifies a hash of the former cost, and asks for it to be rehashed', async () => {
    const stored = legacyHash('ancienne phrase');
    expect(await verifyPassword('ancienne phrase', stored)).toBe(true);
    expect(await verifyPassword('autre phrase', stored)).toBe(false);
    expect(needsRehash(stored)).toBe(true);
  });

  it('refuses malformed values and costs beyond its bounds, without trying them', async () => {
    for (const stored of [
      null,
      '',
      'bcrypt$x$y',
      'scrypt$N=1048577,r=8,p=1$c2FsdA==$aGFzaA==',
      'scrypt$N=3,r=8,p=1$c2FsdA==$aGFzaA==',
    ]) {
      expect(await verifyPassword('x', stored)).toBe(false);
    }
  });

  it('the stand-in hash checked for unknown addresses has the current cost and matches no password', async () => {
    expect(needsRehash(UNUSABLE_PASSWORD_HASH)).toBe(false);
    expect(await verifyPassword('', UNUSABLE_PASSWORD_HASH)).toBe(false);
  });
});
