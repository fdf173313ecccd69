import { describe, expect, it } from 'vitest';
import { mandateStateOf } from '../src/onboarding/mandate-state.ts';

const validated = { validatedDate: '2026-01-13T09:00:00Z' };
const toSign = { validatedDate: null };
const account = (...requiredMandates: { validatedDate: string | null }[]) => ({ requiredMandates });

describe("an establishment's mandate state in the onboarding area (spec §4)", () => {
  it('is up to date when every account that must sign has a validated mandate', () => {
    expect(mandateStateOf([account(validated)])).toBe('UP_TO_DATE');
    expect(mandateStateOf([account(validated, validated), account(validated)])).toBe('UP_TO_DATE');
    // An account with nothing required does not keep the others from being up to date.
    expect(mandateStateOf([account(validated), account()])).toBe('UP_TO_DATE');
  });

  it('is pending when an account has a mandate to sign, even beside a validated one', () => {
    expect(mandateStateOf([account(validated, toSign)])).toBe('PENDING');
    expect(mandateStateOf([account(validated), account(toSign)])).toBe('PENDING');
  });

  it('is pending when an account must sign and none of its mandates is validated', () => {
    expect(mandateStateOf([account(toSign, toSign)])).toBe('PENDING');
  });

  it('is not up to date when no account must sign (no account, or no mandate required)', () => {
    expect(mandateStateOf([])).toBe('NONE_REQUIRED');
    expect(mandateStateOf([account(), account()])).toBe('NONE_REQUIRED');
  });
});
