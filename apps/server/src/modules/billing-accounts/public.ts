// What other modules may use of this module (the architecture test refuses any other import).
export { cancelWaitingChangeOf } from './bank-details-changes.service.ts';
export { cancelAtProvider, cancelSignaturesUnderWay } from './bank-details-effects.ts';
export { accountHistoryView } from './bank-details-history.ts';
export { assertBillingAccountBelongs } from './billing-account-checks.ts';
export { ibanSeenBy } from './billing-accounts.mapper.ts';
export { BILLING_ACCOUNT_PROBLEMS } from './billing-accounts.problems.ts';
export { ibanFingerprinter } from './iban-fingerprint.ts';
