import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '@vetbo/db/database';
import { passwordLinks } from '@vetbo/db/schema/index';
import { and, eq, gt, isNull } from 'drizzle-orm';

type Executor = Pick<Db, 'insert' | 'update' | 'select'>;
export type PasswordLinkPurpose = (typeof passwordLinks.$inferInsert)['purpose'];

/** Where a one-time link leads: the page that sets a password (apps/server/src/oidc/password-routes.ts). */
export const PASSWORD_LINK_PATH = '/oidc/password/new';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A new one-time link for the user: 32 random bytes, of which only the SHA-256 is stored. Every unused link
 * of the user for the same purpose stops working (the newest one supersedes them); a link for the other
 * purpose stays: asking for a reset leaves a pending invitation usable, and setting a password with any
 * link spends them all (password-reset.ts).
 */
export async function issuePasswordLink(
  tx: Executor,
  {
    userId,
    purpose,
    hours,
    publicUrl,
  }: { userId: number; purpose: PasswordLinkPurpose; hours: number; publicUrl: string },
): Promise<{ url: string; expiresDate: Date }> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  const expiresDate = new Date(now.getTime() + hours * 3_600_000);
  await tx
    .update(passwordLinks)
    .set({ usedDate: now })
    .where(
      and(
        eq(passwordLinks.userId, userId),
        eq(passwordLinks.purpose, purpose),
        isNull(passwordLinks.usedDate),
      ),
    );
  await tx.insert(passwordLinks).values({ userId, purpose, tokenHash: hashToken(token), expiresDate });
  return { url: `${publicUrl}${PASSWORD_LINK_PATH}/${token}`, expiresDate };
}

/** The link of this token if it still works (unused, not expired); `forUpdate` locks it. */
export async function findUsableLink(tx: Executor, token: string, { forUpdate = false } = {}) {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const query = tx
    .select()
    .from(passwordLinks)
    .where(
      and(
        eq(passwordLinks.tokenHash, hashToken(token)),
        isNull(passwordLinks.usedDate),
        gt(passwordLinks.expiresDate, new Date()),
      ),
    );
  const [link] = forUpdate ? await query.for('update') : await query;
  return link ?? null;
}
