// What other modules may use of this module (the architecture test refuses any other import).
export {
  LEADER_JOB_NOT_ENDED,
  leadsBillingAccount,
  leadsBillingDocument,
  leadsLegalStructure,
  ledEstablishmentIds,
  mayActAsSigner,
} from './leadership.ts';
export { loadOnboarding, onboardingSchema } from './onboarding.ts';
