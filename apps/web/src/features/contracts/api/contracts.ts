// An establishment's contracts tab: its documents, drafting a contract (POST /v1/contracts: its first
// document is DRAFT with the PDF of its subscriptions), a document's status change, and who may sign.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type Schema } from '@vetbo/api-client/client';
import type { ContractCreate } from '@vetbo/domain/contracts';
import { contractDocumentsApi } from '../../../app/api/contract-documents.ts';
import { establishmentJobsApi } from '../../../app/api/establishment-jobs.ts';
import { todayIso } from '../../../lib/format-date.ts';

export type ContractDocument = Schema<'ContractDocument'>;

export interface Signer {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
}

// An establishment has a handful of contracts: the first 100 are shown without paging.
const RELATED_LIMIT = 100;

export const useEstablishmentContractDocuments = (establishmentId: number) =>
  contractDocumentsApi.useList({
    'veterinaryEstablishmentId[]': [establishmentId],
    page: 1,
    limit: RELATED_LIMIT,
    sortCreatedDate: 'desc',
  });

/** Sends a document for signature (SENT) or cancels it (CANCELLED); the documents and history refresh. */
export function useChangeContractDocumentStatus(_establishmentId?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: 'SENT' | 'CANCELLED' }) =>
      contractDocumentsApi.update({ id, etag: undefined, body: { status } }),
    onSuccess: (saved) => contractDocumentsApi.store(queryClient, saved),
  });
}

export function useCreateContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ContractCreate) =>
      apiRequest({
        operation: 'createContract',
        method: 'POST',
        path: '/v1/contracts',
        body,
        requiresBody: true,
      }),
    meta: { handlesFieldErrors: true },
    onSuccess: () => contractDocumentsApi.invalidate(queryClient),
  });
}

/** The people who may sign an establishment's contract: its team's users with no exit date in the past. */
export function useEstablishmentSigners(establishmentId: number, enabled: boolean) {
  return useQuery({
    ...establishmentJobsApi.listOptions({
      'veterinaryEstablishmentId[]': [establishmentId],
      fromExitDate: todayIso(),
      sortLastName: 'asc',
      page: 1,
      limit: 200,
    }),
    // One person may hold several jobs there: each signer once.
    select: (answer): Signer[] => [...new Map(answer.data.map((job) => [job.userId, job.user])).values()],
    enabled,
  });
}
