// What other modules may use of this module (the architecture test refuses any other import).
export { mandateFormPdf, mandateSignatureBox } from './mandate-preview.render.ts';
export { sendMandateForm } from './mandate-preview.routes.ts';
export { loadMandateForm } from './mandate-preview.ts';
export type { RequiredMandateRow } from './mandates.mapper.ts';
export { toRequiredMandate } from './mandates.mapper.ts';
export { countRequiredMandates } from './mandates.repository.ts';
export { generatedRum } from './mandates.service.ts';
