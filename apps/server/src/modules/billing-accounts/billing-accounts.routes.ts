import type { Db } from '@vetbo/db/database';
import {
  billingAccountCreateSchema,
  billingAccountList,
  billingAccountListResponseSchema,
  billingAccountResponseSchema,
  billingAccountUpdateSchema,
} from '@vetbo/domain/billing-accounts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HTTP_PROBLEMS } from '../../lib/http.problems.ts';
import { listAnswer } from '../../lib/list.ts';
import { rawQueryKeys } from '../../lib/list-sql.ts';
import { refuses } from '../../lib/openapi-responses.ts';
import { areaAccess } from '../../lib/route-access.ts';
import { idParams } from '../../lib/route-params.ts';
import { callerRole, writeContext } from '../../lib/write-context.ts';
import { findPendingBankChanges } from './bank-details-changes.repository.ts';
import { toBillingAccount } from './billing-accounts.mapper.ts';
import { BILLING_ACCOUNT_PROBLEMS } from './billing-accounts.problems.ts';
import { findBillingAccountPage } from './billing-accounts.repository.ts';
import {
  createBillingAccount,
  loadBillingAccount,
  updateBillingAccount,
} from './billing-accounts.service.ts';

// Billing accounts belong to legal structures: the same roles read and change them, but their bank
// details are `billing` writers' (issue 20): opening an account (it carries an IBAN) and changing them
// (bank-details-changes.routes.ts, four-eyes).
const access = areaAccess('legalStructures');
const open = areaAccess('billing').write;
const tags = ['Comptes de facturation'];

export function billingAccountsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/v1/billing_accounts', {
    config: access.read,
    schema: {
      tags,
      operationId: 'getBillingAccounts',
      summary: 'List billing accounts (IBAN masked except for ADMIN and ACCOUNTANT)',
      querystring: billingAccountList.querySchema,
      response: { 200: billingAccountListResponseSchema },
    },
    handler: async (request) => {
      const { query, url } = request;
      const { rows, total } = await findBillingAccountPage(db, { query, rawKeys: rawQueryKeys(url) });
      const role = callerRole(request);
      const pending = await findPendingBankChanges(
        db,
        rows.map((row) => row.id),
      );
      return listAnswer(
        rows.map((row) => toBillingAccount(row, role, pending.get(row.id) ?? null)),
        total,
        query,
      );
    },
  });

  r.get('/v1/billing_accounts/:id', {
    config: { ...access.read, etag: true },
    schema: {
      tags,
      operationId: 'getBillingAccount',
      summary: 'Get one billing account',
      params: idParams,
      response: { 200: billingAccountResponseSchema },
    },
    handler: async (request) => ({
      data: await loadBillingAccount(db, request.params.id, callerRole(request)),
    }),
  });

  r.post('/v1/billing_accounts', {
    config: { ...open, etag: true },
    schema: {
      tags,
      operationId: 'createBillingAccount',
      summary:
        'Open a billing account for a legal structure (IBAN checked with its country rules); billing writers only, as it carries bank details',
      body: billingAccountCreateSchema,
      response: {
        201: billingAccountResponseSchema,
        ...refuses(BILLING_ACCOUNT_PROBLEMS.BANK_DETAILS_FORBIDDEN, HTTP_PROBLEMS.UNKNOWN_REFERENCE),
      },
    },
    handler: async (request, reply) => {
      const data = await createBillingAccount(db, request.body, writeContext(request));
      return reply.status(201).header('location', `/v1/billing_accounts/${data.id}`).send({ data });
    },
  });

  r.patch('/v1/billing_accounts/:id', {
    config: { ...access.write, etag: true },
    schema: {
      tags,
      operationId: 'updateBillingAccount',
      summary:
        'Change a billing account; If-Match refuses overwriting a newer version (412). Bank details (iban, bicSwift, identityName) are accepted only unchanged: a change is asked (bank_details_changes), else 403 BANK_DETAILS_FORBIDDEN or 422 BANK_DETAILS_CHANGE_REQUIRED',
      params: idParams,
      body: billingAccountUpdateSchema,
      response: {
        200: billingAccountResponseSchema,
        ...refuses(
          BILLING_ACCOUNT_PROBLEMS.BANK_DETAILS_CHANGE_REQUIRED,
          BILLING_ACCOUNT_PROBLEMS.BANK_DETAILS_FORBIDDEN,
          HTTP_PROBLEMS.UNKNOWN_REFERENCE,
        ),
      },
    },
    handler: async (request) => ({
      data: await updateBillingAccount(db, request.params.id, request.body, writeContext(request)),
    }),
  });
}
