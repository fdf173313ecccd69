// The document thread (see issue-thread.ts): issues each document posted to it and posts back the PDF and
// the XML, or the refusal; checks each SEPA file posted to it against its XSD and posts back the errors.
// Started without a loader: only TypeScript that Node strips by itself.
import { type MessagePort, parentPort } from 'node:worker_threads';
import type { BillingDocument } from './document.ts';
import { InvalidFacturxError } from './invalid-facturx-error.ts';
import { type BillingPdfOptions, issueBillingPdf } from './issue.ts';
import type { SepaSchema } from './sepa-xsd.ts';

/** What the thread is asked to do. */
export type ThreadTask =
  | { kind: 'issue'; doc: BillingDocument; options: BillingPdfOptions }
  | { kind: 'sepaXsd'; xml: string; schema: SepaSchema };

export type IssueRequest = ThreadTask & { id: number };

export type IssueReply =
  | { id: number; outcome: 'issued'; pdf: Uint8Array; xml: string }
  | { id: number; outcome: 'checked'; errors: string[] }
  | { id: number; outcome: 'invalid'; number: string; failures: string[] }
  | { id: number; outcome: 'failed'; message: string; stack?: string };

function threadPort(): MessagePort {
  if (!parentPort) throw new Error('issue-worker.ts runs as a worker thread (issue-thread.ts starts it)');
  return parentPort;
}

const port = threadPort();

// One request at a time, in the order asked: concurrent callers queue instead of adding their documents'
// memory to one another's.
let queue: Promise<void> = Promise.resolve();
port.on('message', (request: IssueRequest) => {
  queue = queue.then(() => answer(request));
});

async function answer(request: IssueRequest): Promise<void> {
  const { id } = request;
  let reply: IssueReply;
  try {
    if (request.kind === 'sepaXsd') {
      // Loaded on the first SEPA file: a thread that only makes PDFs never compiles the pain schemas.
      const { sepaXsdErrors } = await import('./sepa-xsd.ts');
      port.postMessage({ id, outcome: 'checked', errors: sepaXsdErrors(request.xml, request.schema) });
      return;
    }
    const { pdf, xml } = await issueBillingPdf(request.doc, request.options);
    // The PDF's bytes move to the caller instead of being copied.
    port.postMessage({ id, outcome: 'issued', pdf, xml } satisfies IssueReply, [pdf.buffer as ArrayBuffer]);
    return;
  } catch (error) {
    reply =
      error instanceof InvalidFacturxError
        ? { id, outcome: 'invalid', number: error.number, failures: error.failures }
        : {
            id,
            outcome: 'failed',
            message: error instanceof Error ? error.message : String(error),
            stack: error instanceof Error ? error.stack : undefined,
          };
  }
  port.postMessage(reply);
}
