import { fakerFR as faker } from '@faker-js/faker';

/**
 * Runs `plan` with faker seeded with `seed` (the same rows on every call), then gives faker a random seed
 * back: faker is one object for the whole process, and what runs after a plan in the same process — a
 * test's own unique identifiers (uniqueSiret), a second plan — must not replay the plan's sequence.
 */
export function seeded<T>(seed: number, plan: () => T): T {
  faker.seed(seed);
  try {
    return plan();
  } finally {
    faker.seed();
  }
}
