import { describe, expect, it } from 'vitest';
import { CHAIN_START, canonicalJson } from '../src/billing/canonical.ts';
import { formatDocumentNumber, parseDocumentNumber } from '../src/billing/numbering.ts';
import { nextPayment } from '../src/billing/payments.ts';

describe('document numbers', () => {
  it('prefix, year, six-digit sequence, and back', () => {
    expect(formatDocumentNumber('FVS', 2026, 42)).toBe('FVS-2026-000042');
    expect(parseDocumentNumber('FVS-2026-000042')).toEqual({ prefix: 'FVS', year: 2026, sequence: 42 });
    expect(parseDocumentNumber('FVS-2026-42')).toBeNull();
    expect(() => formatDocumentNumber('FVS', 2026, 0)).toThrow(RangeError);
    expect(() => formatDocumentNumber('FVS', 2026, 1_000_000)).toThrow(RangeError);
  });
});

describe('canonical JSON', () => {
  it('sorts keys at every level, so the same content always gives the same text', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { y: null, x: 'é' }], c: true } })).toBe(
      '{"a":{"c":true,"d":[2,{"x":"é","y":null}]},"b":1}',
    );
    expect(() => canonicalJson({ amount: 1.5 })).toThrow(RangeError);
    expect(CHAIN_START).toHaveLength(64);
  });
});

describe('payment statuses', () => {
  const unpaid = { paymentStatus: 'UNPAID' as const, paidAmount: 0, amountWithVat: 12_000 };

  it('PAID pays the whole amount; a partial payment is below it and grows', () => {
    expect(nextPayment(unpaid, 'PAID')).toEqual({ paidAmount: 12_000 });
    expect(nextPayment(unpaid, 'PARTIAL_PAID', 5_000)).toEqual({ paidAmount: 5_000 });
    expect(nextPayment(unpaid, 'PARTIAL_PAID', 12_000)).toEqual({ refused: 'paidTooMuch' });
    expect(nextPayment(unpaid, 'PARTIAL_PAID')).toEqual({ refused: 'paidTooMuch' });
    const partial = { ...unpaid, paymentStatus: 'PARTIAL_PAID' as const, paidAmount: 5_000 };
    expect(nextPayment(partial, 'PARTIAL_PAID', 4_000)).toEqual({ refused: 'paidNotMore' });
    expect(nextPayment(partial, 'PARTIAL_PAID', 8_000)).toEqual({ paidAmount: 8_000 });
  });
});
