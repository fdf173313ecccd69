import { describe, expect, it } from 'vitest';
import { clientMandateState } from './client-mandate-state.ts';

const signed = { mandateId: 1, filledMandate: { validatedDate: '2026-01-02' }, revokedDate: null };
const toSign = { mandateId: 1, filledMandate: null, revokedDate: null };
const revoked = { mandateId: 1, filledMandate: { validatedDate: '2025-01-02' }, revokedDate: '2026-01-01' };
const otherMandate = { ...signed, mandateId: 2 };

describe('the Clients tab: the state of a creditor mandate for the paying account', () => {
  it('is signed when a mandate in force is filled, even beside a revoked one', () => {
    expect(clientMandateState([revoked, signed], 1)).toBe('signed');
  });

  it('is to sign when the mandate in force is not filled (a revoked one does not count as signed)', () => {
    expect(clientMandateState([revoked, toSign], 1)).toBe('toSign');
  });

  it('is revoked when only revoked mandates remain', () => {
    expect(clientMandateState([revoked], 1)).toBe('revoked');
  });

  it('is not requested when the account has none of this mandate', () => {
    expect(clientMandateState([otherMandate], 1)).toBe('notRequired');
    expect(clientMandateState([], 1)).toBe('notRequired');
  });
});
