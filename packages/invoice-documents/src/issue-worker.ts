// The document thread (see issue-thread.ts): issues each document posted to it and posts back the PDF and
// the XML, or the refusal. Started without a loader: only TypeScript that Node strips by itself.
import { type MessagePort, parentPort } from 'node:worker_threads';
import type { BillingDocument } from './document.ts';
import { InvalidFacturxError } from './invalid-facturx-error.ts';
import { type BillingPdfOptions, issueBillingPdf } from './issue.ts';

export interface IssueRequest {
  id: number;
  doc: BillingDocument;
  options: BillingPdfOptions;
}

export type IssueReply =
  | { id: number; outcome: 'issued'; pdf: Uint8Array; xml: string }
  | { id: number; outcome: 'invalid'; number: string; failures: string[] }
  | { id: number; outcome: 'failed'; message: string; stack?: string };

function threadPort(): MessagePort {
  if (!parentPort) throw new Error('issue-worker.ts runs as a worker thread (issue-thread.ts starts it)');
  return parentPort;
}

const port = threadPort();

// One document at a time, in the order asked: concurrent callers queue instead of adding their documents'
// memory to one another's.
let queue: Promise<void> = Promise.resolve();
port.on('message', (request: IssueRequest) => {
  queue = queue.then(() => issue(request));
});

async function issue({ id, doc, options }: IssueRequest): Promise<void> {
  let reply: IssueReply;
  try {
    const { pdf, xml } = await issueBillingPdf(doc, options);
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
