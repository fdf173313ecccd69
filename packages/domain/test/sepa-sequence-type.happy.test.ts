import { describe, expect, it } from 'vitest';
import { amendmentFor, isMandateExpired } from '../src/money-files/sepa/mandate-rules.ts';
import { nextCollection, type PastCollection } from '../src/money-files/sepa/sequence-type.ts';
import {
  addTargetBusinessDays,
  isTargetBusinessDay,
  nextTargetBusinessDay,
} from '../src/money-files/sepa/target-days.ts';
import type { MandateAmendment } from '../src/money-files/sepa/types.ts';

const past = (
  collectionDate: string,
  sequenceType: 'FRST' | 'RCUR',
  outcome: PastCollection['outcome'],
  amendment: MandateAmendment | null = null,
): PastCollection => ({ collectionDate, sequenceType, outcome, amendment });
const SMNDA: MandateAmendment = { kind: 'SMNDA' };
const ACCOUNT: MandateAmendment = { kind: 'ACCOUNT', originalIban: 'FR7630006000011234567890189' };

describe('nextCollection: FRST or RCUR from the mandate’s own history', () => {
  it.each<[string, PastCollection[], MandateAmendment | null, 'FRST' | 'RCUR', MandateAmendment | null]>([
    ['no collection yet → FRST', [], null, 'FRST', null],
    ['a FRST pending → RCUR', [past('2026-01-05', 'FRST', 'PENDING')], null, 'RCUR', null],
    ['a FRST collected → RCUR', [past('2026-01-05', 'FRST', 'COLLECTED')], null, 'RCUR', null],
    ['a rejected FRST → FRST again', [past('2026-01-05', 'FRST', 'REJECTED')], null, 'FRST', null],
    [
      'two rejected FRSTs → FRST again',
      [past('2026-01-05', 'FRST', 'REJECTED'), past('2026-02-05', 'FRST', 'REJECTED')],
      null,
      'FRST',
      null,
    ],
    [
      'a rejected RCUR after a collected FRST → RCUR',
      [past('2026-01-05', 'FRST', 'COLLECTED'), past('2026-02-05', 'RCUR', 'REJECTED')],
      null,
      'RCUR',
      null,
    ],
    [
      'history in any order',
      [past('2026-02-05', 'RCUR', 'COLLECTED'), past('2026-01-05', 'FRST', 'COLLECTED')],
      null,
      'RCUR',
      null,
    ],
    [
      'a new account at another bank → FRST with SMNDA',
      [past('2026-01-05', 'FRST', 'COLLECTED')],
      SMNDA,
      'FRST',
      SMNDA,
    ],
    [
      'a new account at the same bank → RCUR with the original IBAN',
      [past('2026-01-05', 'FRST', 'COLLECTED')],
      ACCOUNT,
      'RCUR',
      ACCOUNT,
    ],
    ['an amended mandate never collected → FRST with the original IBAN', [], ACCOUNT, 'FRST', ACCOUNT],
    [
      'after an SMNDA FRST that went through → RCUR, nothing carried',
      [past('2026-01-05', 'FRST', 'COLLECTED'), past('2026-03-05', 'FRST', 'PENDING', SMNDA)],
      null,
      'RCUR',
      null,
    ],
    [
      'an SMNDA FRST rejected → FRST with SMNDA again (the new bank never took it)',
      [past('2026-01-05', 'FRST', 'COLLECTED'), past('2026-03-05', 'FRST', 'REJECTED', SMNDA)],
      null,
      'FRST',
      SMNDA,
    ],
    [
      'an amended RCUR rejected → the original IBAN again',
      [past('2026-01-05', 'FRST', 'COLLECTED'), past('2026-03-05', 'RCUR', 'REJECTED', ACCOUNT)],
      null,
      'RCUR',
      ACCOUNT,
    ],
    [
      'an amendment rejected, then a later collection went through → nothing carried',
      [
        past('2026-01-05', 'FRST', 'COLLECTED'),
        past('2026-03-05', 'RCUR', 'REJECTED', ACCOUNT),
        past('2026-04-05', 'RCUR', 'COLLECTED'),
      ],
      null,
      'RCUR',
      null,
    ],
  ])('%s', (_, history, pending, sequenceType, amendment) => {
    expect(nextCollection(history, pending)).toEqual({ sequenceType, amendment });
  });

  it('never answers anything but FRST or RCUR', () => {
    const outcomes = ['PENDING', 'COLLECTED', 'REJECTED'] as const;
    const amendments = [null, SMNDA, ACCOUNT];
    for (const a of outcomes)
      for (const b of outcomes)
        for (const carried of amendments)
          for (const pending of amendments) {
            const history = [past('2026-01-05', 'FRST', a), past('2026-02-05', 'RCUR', b, carried)];
            expect(['FRST', 'RCUR']).toContain(nextCollection(history, pending).sequenceType);
          }
  });
});

describe('amendmentFor: what a recorded change of account amounts to', () => {
  const CURRENT = 'FR7630006000011234567890189';
  it.each<[string, string | null, MandateAmendment | null]>([
    ['no change recorded', null, null],
    ['the same IBAN (a BIC-only correction)', 'FR76 3000 6000 0112 3456 7890 189', null],
    [
      'another account at the same bank (30006)',
      'FR7630006000019876543210076',
      { kind: 'ACCOUNT', originalIban: 'FR7630006000019876543210076' },
    ],
    ['an account at another bank', 'FR1420041010050500013M02606', { kind: 'SMNDA' }],
    ['an account in another country', 'DE89370400440532013000', { kind: 'SMNDA' }],
  ])('%s', (_, fromIban, expected) => {
    expect(amendmentFor(fromIban === null ? null : { fromIban, fromBic: null }, CURRENT)).toEqual(expected);
  });
});

describe('isMandateExpired: 36 months without a collection', () => {
  it('counts from the signature when the mandate was never used', () => {
    expect(isMandateExpired([], '2023-01-10', '2026-01-10')).toBe(false);
    expect(isMandateExpired([], '2023-01-10', '2026-01-11')).toBe(true);
  });
  it('counts from the last collection presented, even a rejected one', () => {
    const history = [past('2023-06-01', 'FRST', 'REJECTED')];
    expect(isMandateExpired(history, '2023-01-10', '2026-06-01')).toBe(false);
    expect(isMandateExpired(history, '2023-01-10', '2026-06-02')).toBe(true);
  });
});

describe('TARGET2 business days', () => {
  it.each([
    ['2026-11-27', true], // Friday
    ['2026-11-28', false], // Saturday
    ['2026-11-29', false], // Sunday
    ['2026-01-01', false],
    ['2026-04-03', false], // Good Friday 2026
    ['2026-04-06', false], // Easter Monday 2026
    ['2026-04-07', true],
    ['2026-05-01', false],
    ['2026-05-08', true], // a French holiday, but TARGET2 is open
    ['2026-12-25', false],
    ['2026-12-26', false],
    ['2027-03-26', false], // Good Friday 2027
    ['2027-03-29', false], // Easter Monday 2027
  ])('%s → %s', (day, open) => {
    expect(isTargetBusinessDay(day)).toBe(open);
  });

  it('moves to the next business day and counts business days', () => {
    expect(nextTargetBusinessDay('2026-11-28')).toBe('2026-11-30');
    expect(nextTargetBusinessDay('2026-11-27')).toBe('2026-11-27');
    expect(addTargetBusinessDays('2026-11-27', 2)).toBe('2026-12-01');
    expect(addTargetBusinessDays('2026-12-24', 1)).toBe('2026-12-28');
    expect(addTargetBusinessDays('2026-04-02', 1)).toBe('2026-04-07');
  });
});
