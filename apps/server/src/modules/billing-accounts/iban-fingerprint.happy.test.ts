import { maskIban } from '@vetbo/domain/billing-accounts';
import { describe, expect, it } from 'vitest';
import { IBAN, KEY } from './iban-fingerprint.fixtures.ts';
import { fingerprintIban } from './iban-fingerprint.ts';

const SAME_ENDS = 'FR7630000000010123457410189';

describe('fingerprintIban', () => {
  it('tells apart two IBANs that mask alike', () => {
    expect(maskIban(SAME_ENDS)).toBe(maskIban(IBAN));
    expect(fingerprintIban(KEY, SAME_ENDS)).not.toBe(fingerprintIban(KEY, IBAN));
  });

  it('gives one IBAN one fingerprint, whatever its spaces and case: 16 hex digits', () => {
    const fingerprint = fingerprintIban(KEY, IBAN);
    expect(fingerprint).toMatch(/^[0-9a-f]{16}$/);
    expect(fingerprintIban(KEY, 'fr76 3000 6000 0112 3456 7890 189')).toBe(fingerprint);
  });

  it('gives none without an IBAN', () => {
    expect(fingerprintIban(KEY, null)).toBeNull();
    expect(fingerprintIban(KEY, '')).toBeNull();
  });
});
