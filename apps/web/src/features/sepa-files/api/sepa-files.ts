// The SEPA files' data (issue 24 §1–§3) on the collection's declaration (app/api/sepa-files.ts): the list
// and a file with its operations, the XML download, "sent", a bank's rejection of a debit, and making the
// files from a selection of invoices or credit notes. Area `moneyFiles`: ADMIN and ACCOUNTANT only.
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiBody, apiDownload, apiRequest, type Schema } from '@vetbo/api-client/client';
import { invoicesApi } from '../../../app/api/billing-documents.ts';
import { creditNotesApi } from '../../../app/api/credit-notes.ts';
import { sepaFilesApi } from '../../../app/api/sepa-files.ts';
import { saveBlob } from '../../../lib/download-file.ts';
import { type SepaFilesSearch, sepaFilesListUrl } from '../search-params.ts';
import type { SepaFileKind } from '../sepa-kinds.ts';

export type SepaFile = Schema<'SepaFile'>;
export type SepaFileItem = Schema<'SepaFileItem'>;
export type SepaExclusion = Schema<'SepaExclusion'>;
export type SepaFilesMade = { files: SepaFile[]; excluded: SepaExclusion[] };
export type DirectDebitBody = ApiBody<'/v1/invoice_direct_debits', 'POST'>;
export type CreditTransferBody = ApiBody<'/v1/credit_note_bank_transfers', 'POST'>;

/** A page of one kind's files, newest first; the page shown stays while the next one loads. */
export const sepaFilesQueryOptions = (kind: SepaFileKind) => (search: SepaFilesSearch) =>
  sepaFilesApi.listOptions(sepaFilesListUrl.listQuery(kind, search), { keepPrevious: true });

/** A file with its operations (the side panel); nothing is asked while none is open. */
export const useSepaFile = sepaFilesApi.useDetailQuery;

/** The documents a file carries change state with it: their lists and pages are read again. */
const refreshAfterWrite = (queryClient: QueryClient, fileId?: number) =>
  Promise.all([
    sepaFilesApi.invalidate(queryClient, fileId),
    invoicesApi.invalidate(queryClient),
    creditNotesApi.invalidate(queryClient),
  ]);

/** The file's XML exactly as made, saved under the name the server gives it. */
export async function downloadSepaXml(file: Pick<SepaFile, 'id' | 'fileName'>): Promise<void> {
  const { blob, filename } = await apiDownload({
    operation: 'getSepaFileXml',
    path: '/v1/sepa_files/{id}/xml',
    pathParams: { id: file.id },
  });
  saveBlob(blob, filename ?? file.fileName);
}

/** "Marquer comme transmis": the file was handed to the bank. */
export function useMarkSepaFileSent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest({
        operation: 'updateSepaFile',
        method: 'PATCH',
        path: '/v1/sepa_files/{id}',
        pathParams: { id },
        body: { status: 'SENT' },
        requiresBody: true,
      }),
    onSuccess: (_answer, id) => refreshAfterWrite(queryClient, id),
  });
}

export interface RejectionInput {
  fileId: number;
  itemId: number;
  body: ApiBody<'/v1/sepa_files/{id}/items/{itemId}/rejection', 'POST'>;
}

/** "Rejet bancaire": the bank returned one debit; its invoice becomes REJECTED and eligible again. */
export function useRejectSepaItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fileId, itemId, body }: RejectionInput) =>
      apiRequest({
        operation: 'rejectSepaFileItem',
        method: 'POST',
        path: '/v1/sepa_files/{id}/items/{itemId}/rejection',
        pathParams: { id: fileId, itemId },
        body,
        requiresBody: true,
      }),
    meta: { handlesFieldErrors: true },
    onSuccess: (_answer, { fileId }) => refreshAfterWrite(queryClient, fileId),
  });
}

export type MakeSepaFilesInput =
  | { kind: 'DIRECT_DEBIT'; body: DirectDebitBody }
  | { kind: 'CREDIT_TRANSFER'; body: CreditTransferBody };

function makeSepaFiles(input: MakeSepaFilesInput): Promise<SepaFilesMade> {
  const answer =
    input.kind === 'DIRECT_DEBIT'
      ? apiRequest({
          operation: 'createInvoiceDirectDebits',
          method: 'POST',
          path: '/v1/invoice_direct_debits',
          body: input.body,
          requiresBody: true,
        })
      : apiRequest({
          operation: 'createCreditNoteBankTransfers',
          method: 'POST',
          path: '/v1/credit_note_bank_transfers',
          body: input.body,
          requiresBody: true,
        });
  return answer.then(({ data }) => data);
}

/**
 * "Générer": one file per creditor and the documents left out with their reason. A 422 (nothing to
 * export, a file that does not match its schema) is said in the panel, not in a toast.
 */
export function useMakeSepaFiles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: makeSepaFiles,
    meta: { handlesFieldErrors: true, silentStatuses: [422] },
    onSuccess: () => refreshAfterWrite(queryClient),
  });
}
