// Issuing a document: build the XML, check it, render the PDF/A-3 that carries it — in the document
// thread (issue-thread.ts), which keeps the memory of making PDFs bounded and apart from the caller's.
import type { BillingDocument } from './document.ts';
import type { BillingPdfOptions, IssuedDocument } from './issue.ts';
import { issueInThread, threadCanStart } from './issue-thread.ts';

export { InvalidFacturxError } from './invalid-facturx-error.ts';
export type { BillingPdfOptions, IssuedDocument } from './issue.ts';

/** The PDF/A-3 and its XML; an InvalidFacturxError listing the failures when the XML is refused. */
export function buildBillingPdf(
  doc: BillingDocument,
  options: BillingPdfOptions = {},
): Promise<IssuedDocument> {
  if (threadCanStart) return issueInThread(doc, options);
  // A Node that cannot run the thread's TypeScript (before 22.18): in the caller, loaded on first use.
  return import('./issue.ts').then(({ issueBillingPdf }) => issueBillingPdf(doc, options));
}
