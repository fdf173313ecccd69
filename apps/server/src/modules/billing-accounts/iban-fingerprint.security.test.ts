import { describe, expect, it } from 'vitest';
import { IBAN, KEY } from './iban-fingerprint.fixtures.ts';
import { fingerprintIban } from './iban-fingerprint.ts';

describe('fingerprintIban', () => {
  it('depends on the key, so that nobody without it can test a guessed IBAN', () => {
    expect(fingerprintIban(Buffer.alloc(32, 8), IBAN)).not.toBe(fingerprintIban(KEY, IBAN));
  });
});
