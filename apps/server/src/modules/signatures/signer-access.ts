// The onboarding area's signer pages: a signer is reached only by the user they are (403 otherwise).
import type { Db } from '@vetbo/db/database';
import { signatureRequests, signatureSigners } from '@vetbo/db/schema/index';
import { eq, sql } from 'drizzle-orm';
import { HTTP_PROBLEMS } from '../../lib/http.problems.ts';
import { refusal } from '../../lib/problem.ts';
import type { Tx } from '../../lib/transaction.ts';
import { expireOverdueRequests } from './request-lifecycle.ts';

export type SignerRow = typeof signatureSigners.$inferSelect;
export type RequestRow = typeof signatureRequests.$inferSelect;

/** The signer and its request, locked when asked; 403 when it is not the user's own. */
export async function ownSigner(
  db: Db | Tx,
  signerId: number,
  userId: number,
  { forUpdate = false } = {},
): Promise<{ signer: SignerRow; request: RequestRow }> {
  await expireOverdueRequests(
    db,
    sql`${signatureRequests.id} = (select ${signatureSigners.signatureRequestId} from ${signatureSigners} where ${signatureSigners.id} = ${signerId})`,
  );
  const query = db
    .select({ signer: signatureSigners, request: signatureRequests })
    .from(signatureSigners)
    .innerJoin(signatureRequests, eq(signatureRequests.id, signatureSigners.signatureRequestId))
    .where(eq(signatureSigners.id, signerId));
  const [row] = forUpdate ? await query.for('update', { of: signatureSigners }) : await query;
  if (!row || row.signer.userId !== userId) throw refusal(HTTP_PROBLEMS.FORBIDDEN);
  return row;
}

/** Whether the signer is the user: the onboarding calls' first check (a read, before any other work). */
export async function isOwnSigner(db: Db | Tx, signerId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: signatureSigners.userId })
    .from(signatureSigners)
    .where(eq(signatureSigners.id, signerId));
  return row?.userId === userId;
}
