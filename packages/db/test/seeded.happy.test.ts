import { fakerFR as faker } from '@faker-js/faker';
import { describe, expect, it } from 'vitest';
import { seeded } from '../src/seed/seeded.ts';

const twelveDigits = () => Array.from({ length: 3 }, () => faker.string.numeric(12));

describe('seeded plans', () => {
  it('give the same values on every call', () => {
    expect(seeded(7, twelveDigits)).toEqual(seeded(7, twelveDigits));
    expect(seeded(8, twelveDigits)).not.toEqual(seeded(7, twelveDigits));
  });

  it('leave faker random afterwards: what runs after a plan does not replay a sequence', () => {
    const afterAPlan = () => {
      seeded(7, twelveDigits);
      return twelveDigits();
    };
    expect(afterAPlan()).not.toEqual(afterAPlan());
  });

  it('leave faker random when the plan throws', () => {
    const afterAFailure = () => {
      expect(() =>
        seeded(7, () => {
          throw new Error('plan failed');
        }),
      ).toThrow('plan failed');
      return twelveDigits();
    };
    expect(afterAFailure()).not.toEqual(afterAFailure());
  });
});
