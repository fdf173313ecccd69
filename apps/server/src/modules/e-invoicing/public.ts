// What other modules (and app.ts) may use of this module (the architecture test refuses any other import).
export { E_INVOICING_PROBLEMS } from './e-invoicing.problems.ts';
export { queueCollectedStatus, queueTransmissions } from './queue-transmissions.ts';
export { registerEInvoicing } from './register-e-invoicing.ts';
