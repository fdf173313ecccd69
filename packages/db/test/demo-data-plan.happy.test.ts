import { privilegedCodeError } from '@vetbo/domain/validators/privileged-code';
import { describe, expect, it } from 'vitest';
import { planDemoData } from '../src/seed/plan-demo-data.ts';
import { privilegedCodeSequence } from '../src/seed/privileged-codes.ts';

describe('demo data plan', () => {
  it('is the same on every run (fixed seed, fixed reference date)', () => {
    expect(planDemoData()).toEqual(planDemoData());
  });

  it('dates nothing after the reference date of 2026-01-15', () => {
    const plan = planDemoData();
    const dates = [
      ...plan.legalStructures.map((structure) => structure.row.createdDate),
      ...plan.establishments.map((establishment) => establishment.row.updatedDate),
      ...plan.users.map((user) => user.row.updatedDate),
    ];
    for (const date of dates)
      expect((date as Date).getTime()).toBeLessThanOrEqual(Date.parse('2026-01-15T09:00:00Z'));
  });
});

describe('privileged code sequence for the scale data set', () => {
  it('yields valid, unique codes spread over the alphabet, skipping the ones in use', () => {
    const codes = privilegedCodeSequence(new Set(['BCD123']));
    const taken = Array.from({ length: 20_000 }, () => codes.next().value as string);
    expect(new Set(taken).size).toBe(taken.length);
    expect(taken).not.toContain('BCD123');
    for (const code of taken) expect(privilegedCodeError(code), code).toBeNull();
    expect(new Set(taken.map((code) => code[0])).size).toBeGreaterThan(15);
  });
});
