// The document thread's client: buildBillingPdf posts each document to one long-lived worker thread that
// issues it (issue-worker.ts) and answers with the PDF and the XML; checkSepaXsd posts it each SEPA file
// to check against its XSD (libxml2 and the compiled schemas stay in the thread, out of the caller's heap).
// NOTE: why a thread (figures in README.md, "Memory"). pdf-lib and fontkit allocate about 4 MB of
// short-lived objects per document; V8 answers such a rate by growing the young generation to its maximum,
// 128 MB on a machine with this much memory, which was most of the 435 MB peak of 10 000 documents. A
// worker's young generation can be capped (resourceLimits), a running process's cannot; 16 MB costs no
// speed here. The thread also starts without the loader (execArgv []): under tsx, libxml2-wasm's 1 MB
// module was rewritten with a source map that left the heap at 150–190 MB before the first document. The
// main thread never loads pdf-lib, fontkit nor libxml2, and the thread ends after a while without work,
// giving its memory back.
import { Worker } from 'node:worker_threads';
import type { BillingDocument } from './document.ts';
import { InvalidFacturxError } from './invalid-facturx-error.ts';
import type { BillingPdfOptions, IssuedDocument } from './issue.ts';
import type { IssueReply, IssueRequest, ThreadTask } from './issue-worker.ts';
import type { SepaSchema } from './sepa-xsd.ts';

/** The young generation: larger did not make documents faster (README.md), only the process bigger. */
const YOUNG_GENERATION_MB = 16;
/** A bound on the thread's live heap (a document needs a few MB; the Schematron about 120 MB). */
const OLD_GENERATION_MB = 384;
/** The thread ends when no document came for this long; the next one starts it again (about 0.3 s). */
const IDLE_MS = 30_000;

interface Pending {
  resolve: (answer: IssuedDocument | string[]) => void;
  reject: (error: Error) => void;
}

interface DocumentThread {
  worker: Worker;
  pending: Map<number, Pending>;
  idle?: NodeJS.Timeout;
}

let current: DocumentThread | undefined;
let nextId = 0;

function settle(thread: DocumentThread, reply: IssueReply): void {
  const waiting = thread.pending.get(reply.id);
  if (!waiting) return;
  thread.pending.delete(reply.id);
  if (reply.outcome === 'issued') waiting.resolve({ pdf: reply.pdf, xml: reply.xml });
  else if (reply.outcome === 'checked') waiting.resolve(reply.errors);
  else if (reply.outcome === 'invalid') waiting.reject(new InvalidFacturxError(reply.number, reply.failures));
  else {
    const error = new Error(reply.message);
    if (reply.stack) error.stack = reply.stack;
    waiting.reject(error);
  }
  if (thread.pending.size === 0) rest(thread);
}

/** No document waiting: the thread no longer keeps the process alive, and ends if nothing comes. */
function rest(thread: DocumentThread): void {
  thread.worker.unref();
  thread.idle = setTimeout(() => {
    if (current === thread) current = undefined;
    void thread.worker.terminate();
  }, IDLE_MS);
  thread.idle.unref();
}

function fail(thread: DocumentThread, error: Error): void {
  if (current === thread) current = undefined;
  for (const waiting of thread.pending.values()) waiting.reject(error);
  thread.pending.clear();
}

/**
 * The thread runs TypeScript without a loader: only a Node that strips types itself (22.18+, 23.6+; the
 * target is 24) can start it. An older one (the product still runs on 20.19) makes documents in the caller.
 */
export const threadCanStart = Boolean((process.features as { typescript?: string | false }).typescript);

function startThread(): DocumentThread {
  const worker = new Worker(new URL('./issue-worker.ts', import.meta.url), {
    execArgv: [],
    resourceLimits: {
      maxYoungGenerationSizeMb: YOUNG_GENERATION_MB,
      maxOldGenerationSizeMb: OLD_GENERATION_MB,
    },
  });
  const thread: DocumentThread = { worker, pending: new Map() };
  worker.on('message', (reply: IssueReply) => settle(thread, reply));
  worker.on('error', (error) => fail(thread, error));
  worker.on('exit', (code) => fail(thread, new Error(`The document thread stopped (exit code ${code})`)));
  return thread;
}

/** Posts the request to the document thread (started on first use) and waits for its answer. */
function ask<T extends IssuedDocument | string[]>(task: ThreadTask): Promise<T> {
  current ??= startThread();
  const thread = current;
  clearTimeout(thread.idle);
  thread.worker.ref();
  const id = nextId++;
  return new Promise<T>((resolve, reject) => {
    thread.pending.set(id, { resolve: resolve as Pending['resolve'], reject });
    thread.worker.postMessage({ ...task, id } satisfies IssueRequest);
  });
}

/** Issues the document in the document thread. */
export const issueInThread = (doc: BillingDocument, options: BillingPdfOptions) =>
  ask<IssuedDocument>({ kind: 'issue', doc, options });

/** The SEPA file's XSD errors (sepa-xsd.ts), found in the document thread. */
export const sepaXsdErrorsInThread = (xml: string, schema: SepaSchema) =>
  ask<string[]>({ kind: 'sepaXsd', xml, schema });
