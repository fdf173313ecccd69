import { Button, Group, Stack } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import type { Schema } from '@vetbo/api-client/client';
import { screenAmount } from '@vetbo/domain/money/format';
import { useTranslation } from 'react-i18next';
import { ROUTE_PATHS } from '../../../app/route-names.ts';
import { ChangeHistory } from '../../../components/detail/ChangeHistory.tsx';
import { DetailPage } from '../../../components/detail/DetailPage.tsx';
import { DetailTabs } from '../../../components/detail/DetailTabs.tsx';
import { WriteAction } from '../../../components/permissions/WriteAction.tsx';
import { Icon } from '../../../components/ui/Icon.tsx';
import { useDownload } from '../../../hooks/useDownload.ts';
import { usePanelSearch } from '../../../hooks/usePanelSearch.ts';
import { formatDay } from '../../../lib/format-date.ts';
import type { Versioned } from '../../../lib/versioned-record.ts';
import { downloadDocumentPdf } from '../api/document-pdf.ts';
import { type DOCUMENT_PANELS, documentTabs } from '../routes/routes.ts';
import { CreditLinesDrawer, remainingOf } from './CreditLinesDrawer.tsx';
import { DocumentInformation } from './DocumentInformation.tsx';
import { DocumentLines } from './DocumentLines.tsx';
import { DocumentPayments } from './DocumentPayments.tsx';
import { creditNoteKind, DOCUMENT_KINDS } from './document-kinds.ts';
import { PaymentDrawer } from './PaymentDrawer.tsx';
import { DraftBadge, PaymentStatusBadge } from './PaymentStatusBadge.tsx';
import { TransmissionPanel } from './TransmissionPanel.tsx';

type Detail = Schema<'BillingDocumentDetail'>;
type Panel = (typeof DOCUMENT_PANELS)[number];

interface DocumentPageProps {
  query: { data: Versioned<Detail>; refetch: () => Promise<{ data?: Versioned<Detail> }> };
  search: { panel?: Panel; tab?: (typeof documentTabs.ids)[number] };
}

/**
 * An invoice's or credit note's page: number (or "Brouillon") and status, the PDF; the document (parties,
 * dates, lines, VAT, totals), its payments and reminders, its history; "Enregistrer un paiement" and, on an
 * issued invoice with something left to credit, "Avoir sur sélection" (ADMIN, ACCOUNTANT).
 */
export function DocumentPage({ query, search }: DocumentPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const setPanel = usePanelSearch<Panel>();
  const { downloading, start } = useDownload();
  const document = query.data.data;
  const invoice = document.documentType === 'INVOICE';
  const kind = invoice ? 'invoices' : creditNoteKind(document.category);
  const { api, list, pdf } = DOCUMENT_KINDS[kind];
  const issued = document.status === 'ISSUED';
  const creditable = invoice && issued && document.lines.some((line) => remainingOf(line) > 0);
  const label = (field: string) =>
    t(`billingDocuments.fields.${field}` as 'billingDocuments.fields.number', { defaultValue: field });
  // The history's values as the page words them; the others as stored.
  const historyValue = (field: string, value: unknown) => {
    if (typeof value === 'number' && field === 'paidAmount') return screenAmount(value);
    if (typeof value !== 'string') return undefined;
    if (field === 'paymentStatus')
      return t(`billingDocuments.paymentStatuses.${value}` as 'billingDocuments.paymentStatuses.PAID');
    if (field === 'status')
      return t(`billingDocuments.statuses.${value}` as 'billingDocuments.statuses.DRAFT');
    return field.endsWith('Date') ? formatDay(value) : undefined;
  };

  return (
    <DetailPage
      title={`${t(`billingDocuments.kinds.${kind}.one`)} ${document.number ?? t('billingDocuments.draft')}`}
      badge={issued ? <PaymentStatusBadge status={document.paymentStatus} /> : <DraftBadge />}
      subtitle={`${document.client} · ${t(`billingDocuments.categories.${document.category}` as 'billingDocuments.categories.ALIM')} · ${t('billingDocuments.fields.amountWithVat')} ${screenAmount(document.amountWithVat)}`}
      back={{ to: list, label: t(`billingDocuments.kinds.${kind}.back`) }}
      actions={
        <Group gap="sm">
          {issued && (
            <Button
              variant="default"
              leftSection={<Icon name="download" size={16} />}
              loading={downloading}
              onClick={() => void start(() => downloadDocumentPdf(pdf, document))}
            >
              {t('billingDocuments.detail.pdf')}
            </Button>
          )}
          {issued && (
            <WriteAction area="accounting">
              <Button onClick={() => setPanel('payment')}>
                {t('billingDocuments.detail.recordPayment')}
              </Button>
            </WriteAction>
          )}
          {creditable && (
            <WriteAction area="accounting">
              <Button variant="outline" onClick={() => setPanel('credit')}>
                {t('billingDocuments.detail.credit')}
              </Button>
            </WriteAction>
          )}
        </Group>
      }
    >
      <DetailTabs
        tabs={documentTabs}
        value={search.tab}
        ariaLabel={t('billingDocuments.detail.tabsLabel')}
        panels={{
          document: () => (
            <Stack gap="md">
              <DocumentInformation document={document} />
              <DocumentLines document={document} />
              {issued && (
                <TransmissionPanel document={document} collection={invoice ? 'invoices' : 'credit_notes'} />
              )}
            </Stack>
          ),
          payments: () => <DocumentPayments document={document} />,
          history: () => (
            <ChangeHistory
              resource="billing_documents"
              id={document.id}
              fieldLabel={label}
              fieldValue={historyValue}
            />
          ),
        }}
      />
      {issued && (
        <PaymentDrawer
          api={api}
          record={query.data}
          opened={search.panel === 'payment'}
          onClose={() => setPanel(undefined)}
          onReload={() => query.refetch().then((result) => result.data)}
        />
      )}
      {creditable && (
        <CreditLinesDrawer
          invoice={document}
          opened={search.panel === 'credit'}
          onClose={() => setPanel(undefined)}
          onCreated={(note) =>
            void navigate({
              to: ROUTE_PATHS['creditNotes-id'],
              params: { id: String(note.id) },
            } as never)
          }
        />
      )}
    </DetailPage>
  );
}
