// The end of a request that nobody signs: a built-in request past its expiration date is EXPIRED (checked
// whenever requests are read for a decision: Yousign reports its own by webhook); staff may cancel one
// under way (a wrong signer, changed documents), at the provider too.
import type { Db } from '@vetbo/db/database';
import { signatureRequests } from '@vetbo/db/schema/index';
import { and, eq, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { notFound } from '../../lib/http.problems.ts';
import { refusal } from '../../lib/problem.ts';
import type { Tx } from '../../lib/transaction.ts';
import type { SignatureProviderAdapter } from './provider.ts';
import { SIGNATURE_PROBLEMS } from './signatures.problems.ts';

/** Marks the built-in requests under way past their expiration date EXPIRED. */
export async function expireOverdueRequests(executor: Db | Tx, where?: SQL): Promise<void> {
  await executor
    .update(signatureRequests)
    .set({ status: 'EXPIRED', finishedDate: sql`${signatureRequests.expirationDate}` })
    .where(
      and(
        eq(signatureRequests.provider, 'BUILT_IN'),
        inArray(signatureRequests.status, ['DRAFT', 'ONGOING']),
        lt(signatureRequests.expirationDate, sql`now()`),
        where,
      ),
    );
}

/** Staff cancel a mandate request under way; the provider is told (its refusal is only logged). */
export async function cancelSignatureRequest(
  db: Db,
  provider: SignatureProviderAdapter,
  id: number,
  log: { error(object: unknown, message: string): void },
): Promise<void> {
  const [request] = await db.select().from(signatureRequests).where(eq(signatureRequests.id, id));
  if (!request) throw notFound('Demande de signature', id);
  // A contract's request ends with its contract document (PATCH status CANCELLED).
  if (request.contractDocumentId !== null) throw refusal(SIGNATURE_PROBLEMS.SIGNATURE_OF_CONTRACT);
  const [cancelled] = await db
    .update(signatureRequests)
    .set({ status: 'CANCELED', finishedDate: new Date() })
    .where(and(eq(signatureRequests.id, id), inArray(signatureRequests.status, ['DRAFT', 'ONGOING'])))
    .returning({ externalId: signatureRequests.externalId });
  if (!cancelled) throw refusal(SIGNATURE_PROBLEMS.SIGNATURE_NOT_ONGOING);
  if (cancelled.externalId && provider.kind === request.provider) {
    await provider
      .cancel(cancelled.externalId, 'Annulée par Vetbo')
      .catch((error: unknown) =>
        log.error({ err: error, signatureRequestId: id }, 'signature not cancelled at the provider'),
      );
  }
}
