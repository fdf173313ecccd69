// Four-eyes changes of a billing account's bank details (issue 20; not in the catalogue, which lets the
// account's PATCH write them): `billing` writers ask, confirm (another one than the asker) and cancel.
import type { Db } from '@vetbo/db/database';
import {
  bankDetailsChangeCreateSchema,
  bankDetailsChangeListResponseSchema,
  bankDetailsChangeResponseSchema,
} from '@vetbo/domain/billing-accounts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { refuses } from '../../lib/openapi-responses.ts';
import { areaAccess } from '../../lib/route-access.ts';
import { idParams, nestedIdParams } from '../../lib/route-params.ts';
import { callerRole } from '../../lib/write-context.ts';
import type { SignatureProviderAdapter } from '../signatures/public.ts';
import {
  askBankDetailsChange,
  type BankChangeContext,
  cancelBankDetailsChange,
  confirmBankDetailsChange,
  listBankDetailsChanges,
} from './bank-details-changes.service.ts';
import { BILLING_ACCOUNT_PROBLEMS } from './billing-accounts.problems.ts';

const access = areaAccess('billing');
const tags = ['Comptes de facturation'];

const context = (request: FastifyRequest): BankChangeContext => {
  const user = request.user as NonNullable<FastifyRequest['user']>;
  return { userId: user.id, role: user.staffRole, log: request.log };
};

export function bankDetailsChangesRoutes(
  app: FastifyInstance,
  { db, provider }: { db: Db; provider: SignatureProviderAdapter },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const path = '/v1/billing_accounts/:id/bank_details_changes';

  r.get(path, {
    config: access.read,
    schema: {
      tags,
      operationId: 'getBankDetailsChanges',
      summary:
        'The changes of the account’s bank details, newest first (IBAN masked except for ADMIN and ACCOUNTANT)',
      params: idParams,
      response: { 200: bankDetailsChangeListResponseSchema },
    },
    handler: async (request) => ({
      data: await listBankDetailsChanges(db, request.params.id, callerRole(request)),
    }),
  });

  r.post(path, {
    config: access.write,
    schema: {
      tags,
      operationId: 'askBankDetailsChange',
      summary:
        'Ask new bank details (a field left out keeps its value); they apply once another billing writer confirms them. 409 while a change waits, 422 when nothing differs',
      params: idParams,
      body: bankDetailsChangeCreateSchema,
      response: {
        201: bankDetailsChangeResponseSchema,
        ...refuses(
          BILLING_ACCOUNT_PROBLEMS.BANK_DETAILS_CHANGE_PENDING,
          BILLING_ACCOUNT_PROBLEMS.BANK_DETAILS_UNCHANGED,
        ),
      },
    },
    handler: async (request, reply) => {
      const data = await askBankDetailsChange(db, request.params.id, request.body, context(request));
      return reply
        .status(201)
        .header('location', `/v1/billing_accounts/${request.params.id}/bank_details_changes/${data.id}`)
        .send({ data });
    },
  });

  r.post(`${path}/:changeId/confirmation`, {
    config: access.write,
    schema: {
      tags,
      operationId: 'confirmBankDetailsChange',
      summary:
        'Confirm a change asked by another billing writer (403 BANK_DETAILS_CHANGE_OWN_REQUEST for the asker): the account takes the details, validated mandates keep their RUM and record the SEPA amendment, signatures under way are cancelled',
      params: nestedIdParams('changeId'),
      response: {
        200: bankDetailsChangeResponseSchema,
        ...refuses(
          BILLING_ACCOUNT_PROBLEMS.BANK_DETAILS_CHANGE_DECIDED,
          BILLING_ACCOUNT_PROBLEMS.BANK_DETAILS_CHANGE_OWN_REQUEST,
        ),
      },
    },
    handler: async (request) => ({
      data: await confirmBankDetailsChange(
        db,
        provider,
        request.params.id,
        request.params.changeId,
        context(request),
      ),
    }),
  });

  r.post(`${path}/:changeId/cancellation`, {
    config: access.write,
    schema: {
      tags,
      operationId: 'cancelBankDetailsChange',
      summary:
        'Drop a change still waiting (the asker or another billing writer); the account keeps its details',
      params: nestedIdParams('changeId'),
      response: {
        200: bankDetailsChangeResponseSchema,
        ...refuses(BILLING_ACCOUNT_PROBLEMS.BANK_DETAILS_CHANGE_DECIDED),
      },
    },
    handler: async (request) => ({
      data: await cancelBankDetailsChange(db, request.params.id, request.params.changeId, context(request)),
    }),
  });
}
