// Staff calls on signature requests (catalogue "Billing accounts and mandates"): an account's requests,
// sending its mandates to sign, and a request's confirmations. The paths keep the catalogue's
// "yousign" names; they answer for whichever provider is in use.
import type { Db } from '@vetbo/db/database';
import { billingAccounts } from '@vetbo/db/schema/index';
import {
  mandateSignatureCreateSchema,
  signatureConfirmationListResponseSchema,
  signatureRequestResponseSchema,
  signatureRequestSchema,
} from '@vetbo/domain/signatures';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound, VALIDATION_FAILED_422 } from '../../lib/http.problems.ts';
import { refuses } from '../../lib/openapi-responses.ts';
import { areaAccess } from '../../lib/route-access.ts';
import { idParams } from '../../lib/route-params.ts';
import { writeContext } from '../../lib/write-context.ts';
import { signatureRequestsOfAccount, startMandateSignature } from './mandate-signatures.ts';
import type { SignatureProviderAdapter } from './provider.ts';
import { cancelSignatureRequest } from './request-lifecycle.ts';
import { loadConfirmations } from './signature-confirmations.ts';
import { SIGNATURE_PROBLEMS } from './signatures.problems.ts';

const tags = ['Mandats'];

const access = areaAccess('billing');

export function signaturesRoutes(
  app: FastifyInstance,
  { db, provider }: { db: Db; provider: SignatureProviderAdapter },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/v1/billing_accounts/:id/yousign_signature_requests', {
    config: access.read,
    schema: {
      tags,
      operationId: 'getBillingAccountSignatureRequests',
      summary: 'The signature requests of the account’s mandates, newest first, with documents and signers',
      params: idParams,
      response: { 200: z.object({ data: z.array(signatureRequestSchema) }) },
    },
    handler: async (request) => {
      const [account] = await db
        .select({ id: billingAccounts.id })
        .from(billingAccounts)
        .where(eq(billingAccounts.id, request.params.id));
      if (!account) throw notFound('Compte de facturation', request.params.id);
      return { data: await signatureRequestsOfAccount(db, request.params.id) };
    },
  });

  r.post('/v1/billing_accounts/:id/yousign_signature_requests', {
    config: access.write,
    schema: {
      tags,
      operationId: 'createBillingAccountSignatureRequest',
      summary:
        'Send the account’s mandates still to sign to a leader of one of its structure’s establishments (one PDF each); an account without IBAN needs confirmEmptyIban (spec §8)',
      params: idParams,
      body: mandateSignatureCreateSchema,
      response: {
        201: signatureRequestResponseSchema,
        ...refuses(
          SIGNATURE_PROBLEMS.BILLING_ACCOUNT_DISABLED,
          SIGNATURE_PROBLEMS.NO_MANDATE_TO_SIGN,
          SIGNATURE_PROBLEMS.SIGNATURE_ALREADY_ONGOING,
          VALIDATION_FAILED_422,
          SIGNATURE_PROBLEMS.SIGNATURE_PROVIDER_FAILED,
        ),
      },
    },
    handler: async (request, reply) => {
      const data = await startMandateSignature(db, provider, request.params.id, request.body, {
        userId: writeContext(request).userId,
        log: request.log,
      });
      return reply.status(201).send({ data });
    },
  });

  r.post('/v1/yousign_signature_requests/:id/cancellation', {
    config: access.write,
    schema: {
      tags,
      operationId: 'cancelSignatureRequest',
      summary:
        'Cancel a mandate signature under way (a wrong signer…), at the provider too; a contract’s ends with its contract document',
      params: idParams,
      response: {
        204: z.null().describe('Cancelled'),
        ...refuses(SIGNATURE_PROBLEMS.SIGNATURE_OF_CONTRACT, SIGNATURE_PROBLEMS.SIGNATURE_NOT_ONGOING),
      },
    },
    handler: async (request, reply) => {
      await cancelSignatureRequest(db, provider, request.params.id, request.log);
      return reply.status(204).send(null);
    },
  });

  r.get('/v1/yousign_signature_requests/:id/confirmations', {
    config: access.read,
    schema: {
      tags,
      operationId: 'getSignatureRequestConfirmations',
      summary:
        'Each signer’s evidence: status, date, IP address, user agent, how they authenticated, the audit trail and the SHA-256 of every document before and after signature',
      params: idParams,
      response: { 200: signatureConfirmationListResponseSchema },
    },
    handler: async (request) => ({ data: await loadConfirmations(db, request.params.id) }),
  });
}
