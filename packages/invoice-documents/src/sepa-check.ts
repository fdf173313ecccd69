// The SEPA files' XSD check as the server runs it: in the document thread (issue-thread.ts), so that
// libxml2-wasm and the compiled pain schemas never enter the caller's heap (under tsx, loading them there
// kept some 150 MB for good) and the check's garbage is collected under the thread's capped young
// generation. A Node that cannot start the thread checks in the caller, loaded on first use.
import { sepaXsdErrorsInThread, threadCanStart } from './issue-thread.ts';
import type { SepaSchema } from './sepa-xsd.ts';

export type { SepaSchema } from './sepa-xsd.ts';

/** The SEPA file's XSD errors ("XSD line 12: Element '…': …"), each once; none when it is valid. */
export function checkSepaXsd(xml: string, schema: SepaSchema): Promise<string[]> {
  if (threadCanStart) return sepaXsdErrorsInThread(xml, schema);
  return import('./sepa-xsd.ts').then(({ sepaXsdErrors }) => sepaXsdErrors(xml, schema));
}
