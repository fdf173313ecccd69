// Staff calls on signature requests (catalogue "Billing accounts and mandates"): an account's requests,
// sending its mandates to sign, and a request's confirmations. The paths keep the catalogue's
// "yousign" names; they answer for whichever provider is in use.
import type { Db } from '@vetbo/db/database';
import { billingAccounts } from '@vetbo/db/schema/index';
import { integerId } from '@vetbo/domain/list-query';
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
import { problems } from '../../lib/openapi-responses.ts';
import { notFound } from '../../lib/problem.ts';
import { writeContext } from '../../lib/write-context.ts';
import { signatureRequestsOfAccount, startMandateSignature } from './mandate-signatures.ts';
import type { SignatureProviderAdapter } from './provider.ts';
import { cancelSignatureRequest } from './request-lifecycle.ts';
import { loadConfirmations } from './signature-confirmations.ts';

const tags = ['Mandats'];
const params = z.object({ id: integerId });

export function signaturesRoutes(
  app: FastifyInstance,
  { db, provider }: { db: Db; provider: SignatureProviderAdapter },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/v1/billing_accounts/:id/yousign_signature_requests', {
    config: { access: { area: 'billing', action: 'read' } },
    schema: {
      tags,
      operationId: 'getBillingAccountSignatureRequests',
      summary: 'The signature requests of the account’s mandates, newest first, with documents and signers',
      params,
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
    config: { access: { area: 'billing', action: 'write' } },
    schema: {
      tags,
      operationId: 'createBillingAccountSignatureRequest',
      summary:
        'Send the account’s mandates still to sign to a leader of one of its structure’s establishments (one PDF each); an account without IBAN needs confirmEmptyIban (spec §8)',
      params,
      body: mandateSignatureCreateSchema,
      response: { 201: signatureRequestResponseSchema, ...problems(409, 422, 502) },
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
    config: { access: { area: 'billing', action: 'write' } },
    schema: {
      tags,
      operationId: 'cancelSignatureRequest',
      summary:
        'Cancel a mandate signature under way (a wrong signer…), at the provider too; a contract’s ends with its contract document',
      params,
      response: { 204: z.null().describe('Cancelled'), ...problems(409) },
    },
    handler: async (request, reply) => {
      await cancelSignatureRequest(db, provider, request.params.id, request.log);
      return reply.status(204).send(null);
    },
  });

  r.get('/v1/yousign_signature_requests/:id/confirmations', {
    config: { access: { area: 'billing', action: 'read' } },
    schema: {
      tags,
      operationId: 'getSignatureRequestConfirmations',
      summary:
        'Each signer’s evidence: status, date, IP address, user agent, how they authenticated, the audit trail and the SHA-256 of every document before and after signature',
      params,
      response: { 200: signatureConfirmationListResponseSchema },
    },
    handler: async (request) => ({ data: await loadConfirmations(db, request.params.id) }),
  });
}
