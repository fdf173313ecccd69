import { useQuery } from '@tanstack/react-query';
import type { Schema } from '@vetbo/api-client/client';
import { invoicesApi } from '../../../app/api/billing-documents.ts';
import { creditNotesApi } from '../../../app/api/credit-notes.ts';
import type { ListQuery } from '../../../app/api/resource.ts';
import { type RemoteOption, RemoteSearchSelect } from '../../../components/forms/RemoteSearchSelect.tsx';
import { formatDay } from '../../../lib/format-date.ts';
import { documentSearchQuery, type JournalSeries } from '../export-requests.ts';
import { useSalesJournalsText } from '../messages.ts';

type BillingDocument = Schema<'BillingDocument'>;

/** "FVS-2026-000012 · Clinique du Parc · 12/01/2026": the number first, what the search matches. */
const documentOption = (document: BillingDocument): RemoteOption => ({
  id: document.id,
  label: [document.number, document.client, formatDay(document.issueDate)].filter(Boolean).join(' · '),
});

/**
 * The issued documents of the series (and creditor) matching the term (a number's start, a client's name),
 * searched on the server.
 */
function documentOptions(series: JournalSeries, creditorId: number | undefined) {
  return function useDocumentOptions(term: string, enabled: boolean) {
    const query = documentSearchQuery(series, creditorId);
    const typed = term.trim() || undefined;
    const options =
      series === 'INVOICE'
        ? invoicesApi.listOptions(query as ListQuery<'/v1/invoices'>, { term: typed })
        : creditNotesApi.listOptions(query as ListQuery<'/v1/credit_notes'>, { term: typed });
    return useQuery({
      ...(options as ReturnType<typeof invoicesApi.listOptions>),
      enabled,
      select: (answer) =>
        (answer.data as BillingDocument[])
          // Drafts have no number and are in no journal; the credit notes' list holds two series.
          .filter((document) => document.status === 'ISSUED' && document.series === series)
          .map(documentOption),
    });
  };
}

/** One end of a journal's range: an issued document of its series, found by its number. */
export function JournalDocumentPicker({
  series,
  creditorId,
  name,
  label,
  value,
  onChange,
  error,
}: {
  series: JournalSeries;
  creditorId: number | undefined;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}) {
  const text = useSalesJournalsText();
  return (
    <RemoteSearchSelect
      // Another series or creditor: other documents, none of the known labels holds.
      key={`${series}-${creditorId ?? 'all'}`}
      name={name}
      label={label}
      placeholder={text('salesJournals.journal.documentPlaceholder')}
      nothingFound={text('salesJournals.journal.noDocument')}
      withAsterisk
      value={value}
      onChange={onChange}
      useOptions={documentOptions(series, creditorId)}
      {...(error ? { error } : {})}
    />
  );
}
