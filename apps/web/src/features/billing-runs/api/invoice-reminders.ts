// Unpaid-invoice reminders (issue 23 §5): the preview writes nothing; the sending writes to the outbox and
// records the reminder on each invoice (ADMIN, ACCOUNTANT).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type Schema } from '@vetbo/api-client/client';
import { invoicesApi } from '../../../app/api/billing-documents.ts';

export type ReminderAnswer = Schema<'ReminderAnswer'>['data'];
export type ReminderMail = ReminderAnswer['mails'][number];
export type ReminderRefusal = ReminderAnswer['refused'][number];

/** What the selection would send: one e-mail per billing contact and creditor, and the invoices left out. */
export const usePreviewReminders = () =>
  useMutation({
    mutationFn: (invoiceIds: number[]) =>
      apiRequest({
        operation: 'previewInvoiceReminders',
        method: 'POST',
        path: '/v1/invoice_reminders/preview',
        body: { invoiceIds },
        requiresBody: true,
      }).then((answer) => answer.data),
  });

/** "Envoyer N relances": the same selection, sent; the invoices show their reminders. */
export function useSendReminders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invoiceIds: number[]) =>
      apiRequest({
        operation: 'sendInvoiceReminders',
        method: 'POST',
        path: '/v1/invoice_reminders',
        body: { invoiceIds },
        requiresBody: true,
      }).then((answer) => answer.data),
    onSuccess: (_answer, invoiceIds) =>
      Promise.all([
        invoicesApi.invalidate(queryClient),
        ...invoiceIds.map((id) => invoicesApi.invalidate(queryClient, id)),
      ]),
  });
}

/** The selected invoices' numbers (the refused ones are named by their number). */
export const useInvoiceNumbers = (invoiceIds: readonly number[]) =>
  invoicesApi.useList({ 'id[]': [...invoiceIds], limit: 200 }, { enabled: invoiceIds.length > 0 });
