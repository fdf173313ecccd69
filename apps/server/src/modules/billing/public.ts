// What other modules (and server.ts) may use of billing.

export { BILLING_PROBLEMS } from './billing.problems.ts';
export { billingRoutes } from './billing.routes.ts';
export { billingPdfRoutes } from './billing-pdf.routes.ts';
export { billingRemindersRoutes } from './billing-reminders.routes.ts';
export { billingRunsRoutes } from './billing-runs.routes.ts';
export { executeRun, startBillingJobs } from './billing-runs.ts';
export type { DocumentContent } from './document-content.ts';
export { documentPdf, toBillingDocument } from './document-pdf.ts';
export { recordPayment } from './record-payment.ts';
