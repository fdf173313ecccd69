// The onboarding area's calls (issue 9 §4): a leader previews and signs their structures' mandates.
// Every call on an id checks first that it is theirs (leader-ownership.ts): anything else is a 403.
import type { Db } from '@vetbo/db/database';
import { integerId } from '@vetbo/domain/list-query';
import {
  accountRegularisationSchema,
  signatureCodeSchema,
  signatureRequestSchema,
  signerViewSchema,
} from '@vetbo/domain/signatures';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { VALIDATION_FAILED_422 } from '../../lib/http.problems.ts';
import { refuses } from '../../lib/openapi-responses.ts';
import { idParams, nestedIdParams } from '../../lib/route-params.ts';
import type { Mailer } from '../mail/public.ts';
import { loadMandateForm, sendMandateForm } from '../mandates/public.ts';
import { loadOnboarding, onboardingSchema } from '../me/public.ts';
import { regulariseAccount } from './account-regularisation.ts';
import { ownedBy } from './leader-ownership.ts';
import { startOwnMandateSignature } from './mandate-signatures.ts';
import type { SignatureProviderAdapter } from './provider.ts';
import {
  loadSignerView,
  type Seal,
  sendSignatureCode,
  signerDocument,
  signWithCode,
} from './signature-code.ts';
import { SIGNATURE_PROBLEMS } from './signatures.problems.ts';

const tags = ['Onboarding'];
const leader = 'leader' as const;

const userIdOf = (request: FastifyRequest) => (request.user as NonNullable<FastifyRequest['user']>).id;
const evidenceOf = (request: FastifyRequest) => ({
  ip: request.ip ?? null,
  userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
});

export function leaderSignaturesRoutes(
  app: FastifyInstance,
  deps: { db: Db; provider: SignatureProviderAdapter; mailer: Mailer; seal: () => Promise<Seal> },
) {
  const { db, provider, mailer } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ownAccount = ownedBy(db, 'billingAccount');
  const ownSigner = ownedBy(db, 'signer');

  r.get('/v1/me/billing_accounts/:id/required_mandates/preview', {
    config: { access: leader },
    preValidation: ownAccount,
    schema: {
      tags,
      operationId: 'previewMyRequiredMandate',
      summary:
        'The mandate form of one of the leader’s accounts as they will sign it (IBAN in full): PDF when Accept names application/pdf, else PNG',
      params: idParams,
      querystring: z.object({ requiredMandateId: integerId.optional() }),
      produces: ['image/png', 'application/pdf'],
      response: { 200: z.string().describe('A PNG image or a PDF document') },
    },
    // The leader's own account: the IBAN in full, as on the mandate they sign.
    handler: async (request, reply) =>
      sendMandateForm(
        request,
        reply,
        await loadMandateForm(db, request.params.id, request.query.requiredMandateId, 'ADMIN'),
      ),
  });

  r.patch('/v1/me/billing_accounts/:id', {
    config: { access: leader },
    preValidation: ownAccount,
    schema: {
      tags,
      operationId: 'regulariseMyBillingAccount',
      summary:
        'Give the account’s bank details again (/onboarding/regulariser-compte): a new IBAN revokes the signed mandates (kept with their history), requires new ones to sign and cancels a signature under way',
      params: idParams,
      body: accountRegularisationSchema,
      response: { 200: z.object({ data: onboardingSchema }) },
    },
    handler: async (request) => {
      const userId = userIdOf(request);
      await regulariseAccount(db, provider, request.params.id, request.body, { userId, log: request.log });
      return { data: await loadOnboarding(db, userId) };
    },
  });

  r.post('/v1/me/billing_accounts/:id/signature_requests', {
    config: { access: leader },
    preValidation: ownAccount,
    schema: {
      tags,
      operationId: 'signMyMandates',
      summary:
        'Start signing the account’s pending mandates (or resume the request under way where the leader signs): answers the request and the leader’s signer id',
      params: idParams,
      response: {
        200: z.object({ data: z.object({ request: signatureRequestSchema, signerId: z.number().int() }) }),
        201: z.object({ data: z.object({ request: signatureRequestSchema, signerId: z.number().int() }) }),
        ...refuses(
          SIGNATURE_PROBLEMS.BILLING_ACCOUNT_DISABLED,
          SIGNATURE_PROBLEMS.NO_MANDATE_TO_SIGN,
          SIGNATURE_PROBLEMS.SIGNATURE_ALREADY_ONGOING,
          SIGNATURE_PROBLEMS.SIGNATURE_TOO_MANY_WRONG_CODES,
          VALIDATION_FAILED_422,
          SIGNATURE_PROBLEMS.SIGNATURE_PROVIDER_FAILED,
        ),
      },
    },
    handler: async (request, reply) => {
      const { created, ...data } = await startOwnMandateSignature(db, provider, request.params.id, {
        userId: userIdOf(request),
        log: request.log,
      });
      return reply.status(created ? 201 : 200).send({ data });
    },
  });

  r.get('/v1/me/signers/:id', {
    config: { access: leader },
    preValidation: ownSigner,
    schema: {
      tags,
      operationId: 'getMySignature',
      summary: 'A signature the signed-in user is asked for: the request, its documents, the code sent',
      params: idParams,
      response: { 200: z.object({ data: signerViewSchema }) },
    },
    handler: async (request) => ({ data: await loadSignerView(db, request.params.id, userIdOf(request)) }),
  });

  r.get('/v1/me/signers/:id/documents/:documentId', {
    config: { access: leader },
    preValidation: ownSigner,
    schema: {
      tags,
      operationId: 'getMySignatureDocument',
      summary: 'A document of the signature, as a PDF: the signed one once signed (the view is recorded)',
      params: nestedIdParams('documentId'),
      produces: ['application/pdf'],
      response: { 200: z.string().describe('A PDF document') },
    },
    handler: async (request, reply) => {
      const { name, pdf } = await signerDocument(
        db,
        request.params.id,
        request.params.documentId,
        userIdOf(request),
        evidenceOf(request),
      );
      reply.header('cache-control', 'private, no-store');
      reply.header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(name)}`);
      return reply.type('application/pdf').send(pdf as never);
    },
  });

  r.post('/v1/me/signers/:id/codes', {
    config: { access: leader },
    preValidation: ownSigner,
    schema: {
      tags,
      operationId: 'sendMySignatureCode',
      summary:
        'E-mail a one-time code to confirm the signature (built-in provider); the previous one stops working',
      params: idParams,
      response: {
        201: z.object({ data: signerViewSchema }),
        ...refuses(
          SIGNATURE_PROBLEMS.SIGNATURE_NOT_BUILT_IN,
          SIGNATURE_PROBLEMS.SIGNATURE_TOO_MANY_WRONG_CODES,
          SIGNATURE_PROBLEMS.SIGNATURE_NOT_ONGOING,
          SIGNATURE_PROBLEMS.SIGNATURE_CODE_TOO_SOON,
        ),
      },
    },
    handler: async (request, reply) => {
      const data = await sendSignatureCode(
        db,
        mailer,
        request.params.id,
        userIdOf(request),
        evidenceOf(request),
      );
      return reply.status(201).send({ data });
    },
  });

  r.post('/v1/me/signers/:id/signatures', {
    config: { access: leader },
    preValidation: ownSigner,
    schema: {
      tags,
      operationId: 'signWithMyCode',
      summary:
        'Sign with the one-time code: each document sealed (PAdES), the audit trail written, the mandates validated',
      params: idParams,
      body: signatureCodeSchema,
      response: {
        200: z.object({ data: signerViewSchema }),
        ...refuses(
          SIGNATURE_PROBLEMS.SIGNATURE_NOT_BUILT_IN,
          SIGNATURE_PROBLEMS.SIGNATURE_TOO_MANY_WRONG_CODES,
          SIGNATURE_PROBLEMS.SIGNATURE_NOT_ONGOING,
          SIGNATURE_PROBLEMS.SIGNATURE_CODE_MISSING,
          SIGNATURE_PROBLEMS.SIGNATURE_CODE_ATTEMPTS,
          VALIDATION_FAILED_422,
        ),
      },
    },
    handler: async (request) => ({
      data: await signWithCode(
        db,
        mailer,
        await deps.seal(),
        request.params.id,
        request.body.code,
        userIdOf(request),
        evidenceOf(request),
      ),
    }),
  });
}
