import { planEstablishments } from './plan-establishments.ts';
import { planCreditors, planLegalStructures } from './plan-organisations.ts';
import { planUsers } from './plan-users.ts';
import { planWorkgroups } from './plan-workgroups.ts';
import { seeded } from './seeded.ts';

export const DEMO_SEED = 2026;

/** The whole demo data set, rows referring to each other by position; the same on every call. */
export function planDemoData() {
  return seeded(DEMO_SEED, () => {
    const usedSirets = new Set<string>();
    const creditors = planCreditors(usedSirets);
    const legalStructures = planLegalStructures(usedSirets);
    const establishments = planEstablishments(legalStructures);
    const workgroups = planWorkgroups(establishments, legalStructures.length);
    const users = planUsers(establishments, workgroups);
    return { creditors, legalStructures, establishments, workgroups, users };
  });
}

export type DemoDataPlan = ReturnType<typeof planDemoData>;
