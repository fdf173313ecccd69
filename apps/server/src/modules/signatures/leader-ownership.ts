// The onboarding calls' first check, before the body is even read: the id in the path must be the
// signed-in user's own (a billing account of a structure they lead, a signer they are and may still be:
// me/leadership.ts). Else 403.
import type { Db } from '@vetbo/db/database';
import type { FastifyRequest } from 'fastify';
import { HTTP_PROBLEMS } from '../../lib/http.problems.ts';
import { refusal } from '../../lib/problem.ts';
import { leadsBillingAccount, leadsBillingDocument, mayActAsSigner } from '../me/public.ts';

const MAX_ID = 2_147_483_647;

function pathId(request: FastifyRequest): number | null {
  const raw = (request.params as { id?: string }).id ?? '';
  const id = Number(raw);
  return /^[1-9][0-9]{0,9}$/.test(raw) && id <= MAX_ID ? id : null;
}

export function ownedBy(db: Db, kind: 'billingAccount' | 'signer' | 'billingDocument') {
  return async (request: FastifyRequest) => {
    const userId = request.user?.id;
    const id = pathId(request);
    if (!userId || id === null) throw refusal(HTTP_PROBLEMS.FORBIDDEN);
    const owned =
      kind === 'signer'
        ? await mayActAsSigner(db, userId, id)
        : kind === 'billingDocument'
          ? await leadsBillingDocument(db, userId, id)
          : await leadsBillingAccount(db, userId, id);
    if (!owned) throw refusal(HTTP_PROBLEMS.FORBIDDEN);
  };
}
