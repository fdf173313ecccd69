// What the invoice stepper reads (the billed establishment or workgroup, its accounts, the creditors, the
// mandates) and the one write: POST /v1/veterinary_establishment_invoices.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@vetbo/api-client/client';
import type { BillingDocumentDetail } from '@vetbo/domain/billing/documents';
import { creditorsApi } from '../../../app/api/creditors.ts';
import { establishmentsApi } from '../../../app/api/establishments.ts';
import { mandatesApi } from '../../../app/api/mandates.ts';
import { membershipsApi } from '../../../app/api/memberships.ts';
import { requiredMandatesApi } from '../../../app/api/required-mandates.ts';
import { collectionKeys } from '../../../app/api/resource.ts';
import { workgroupsApi } from '../../../app/api/workgroups.ts';
import { todayIso } from '../../../lib/format-date.ts';

export type IssuedDocument = BillingDocumentDetail;

/**
 * Makes the invoice or credit note (issued at once unless `draft`). The route is newer than the generated
 * client (`npm run openapi` adds it): the body and the answer are typed by the domain's schemas, which
 * the route validates and answers with.
 */
function createManualDocument(body: Record<string, unknown>): Promise<{ data: IssuedDocument }> {
  return apiRequest({
    operation: 'createVeterinaryEstablishmentInvoice',
    method: 'POST',
    path: '/v1/veterinary_establishment_invoices',
    body,
    requiresBody: true,
  } as never) as Promise<{ data: IssuedDocument }>;
}

/**
 * The stepper's write. Its 400/422 field errors go onto the steps' fields and its other 422 refusals
 * (no legal structure, no mandate…) are shown on the last step: no toast for them.
 */
export function useCreateManualDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createManualDocument,
    meta: { handlesFieldErrors: true, silentStatuses: [422] },
    onSuccess: ({ data }) =>
      queryClient.invalidateQueries({
        queryKey: collectionKeys(data.documentType === 'INVOICE' ? '/v1/invoices' : '/v1/credit_notes').all,
      }),
  });
}

/** The billed establishment or workgroup (its legal structure, accounting code, main account). */
export function useBilledTarget(kind: 'establishment' | 'workgroup', id: number | undefined) {
  const establishment = establishmentsApi.useDetailQuery(kind === 'establishment' ? id : undefined);
  const workgroup = workgroupsApi.useDetailQuery(kind === 'workgroup' ? id : undefined);
  const query = kind === 'establishment' ? establishment : workgroup;
  const record = query.data?.data;
  if (!record) return { target: undefined };
  const name = 'name' in record ? record.name : record.entitled;
  return {
    target: {
      name,
      legalStructure: record.legalStructure,
      legalStructureId: record.legalStructureId,
      accountingCode: record.accountingCode,
      mainBillingAccountId: record.mainBillingAccountId,
    },
  };
}
export type BilledTarget = NonNullable<ReturnType<typeof useBilledTarget>['target']>;

/** The workgroup an establishment belongs to today: its main account pays VETERINARY_GROUP_BILLING_ACCOUNT. */
export function useCurrentGroup(establishmentId: number | undefined) {
  const memberships = membershipsApi.useList(
    { 'veterinaryEstablishmentId[]': [establishmentId ?? 0], page: 1, limit: 100 },
    { enabled: establishmentId !== undefined },
  );
  const today = todayIso();
  const current = memberships.data?.data.find(
    (membership) => membership.joinDate <= today && (!membership.leaveDate || membership.leaveDate >= today),
  );
  return workgroupsApi.useDetailQuery(current?.veterinaryGroupId).data?.data;
}

/** The invoicing organisations (two or so: no paging). */
export const useCreditors = () => creditorsApi.useList({ page: 1, limit: 100, sortName: 'asc' }).data?.data;

/**
 * Whether the account holds a signed, unrevoked mandate of the creditor — what a direct debit needs (the
 * server refuses NO_VALID_MANDATE otherwise). Undefined while it is being read or nothing is chosen.
 */
export function useHasValidMandate(billingAccountId: number | undefined, creditorId: number | undefined) {
  const chosen = billingAccountId !== undefined && creditorId !== undefined;
  const mandates = mandatesApi.useList({ page: 1, limit: 500 }, { enabled: chosen });
  const signed = requiredMandatesApi.useList(
    { 'billingAccountId[]': [billingAccountId ?? 0], isValidated: 'true', page: 1, limit: 100 },
    { enabled: chosen },
  );
  if (!chosen || !mandates.data || !signed.data) return undefined;
  const ofCreditor = new Set(
    mandates.data.data.filter((mandate) => mandate.creditor.id === creditorId).map((mandate) => mandate.id),
  );
  return signed.data.data.some((required) => !required.revokedDate && ofCreditor.has(required.mandateId));
}
