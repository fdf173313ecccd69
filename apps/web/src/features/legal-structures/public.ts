// What other features use of the legal structures' screens: an IBAN as shown, an account's mandates.

export { useMandates, useRequiredMandates } from './api/required-mandates.ts';
export { displayIban } from './components/display-iban.ts';
