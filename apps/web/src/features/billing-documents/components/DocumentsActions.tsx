import { Button, Checkbox, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/Icon.tsx';
import { useDownload } from '../../../hooks/useDownload.ts';
import { showSuccessToast } from '../../../lib/toasts.tsx';
import { RemindersButton } from '../../billing-runs/public.ts';
import { SepaExportButton } from '../../sepa-files/public.ts';
import { downloadDocumentPdfs } from '../api/document-pdf.ts';
import type { DocumentKind, DocumentsSearch } from '../search-params.ts';
import { DOCUMENT_KINDS } from './document-kinds.ts';
import { useDocumentsPage } from './documents-list-screen.tsx';
import { useSelection } from './selection.tsx';

/** Beside the title: tick the page's issued documents, download the ticked ones' PDFs (a read: every role). */
export function DocumentsActions({ kind, search }: { kind: DocumentKind; search: DocumentsSearch }) {
  const { t } = useTranslation();
  const selection = useSelection();
  const { downloading, start } = useDownload();
  const issued = (useDocumentsPage(kind, search).data?.data ?? []).filter((document) => document.number);
  const ticked = issued.filter((document) => selection.ids.has(document.id)).length;
  const count = selection.ids.size;

  const download = () =>
    start(async () => {
      const documents = [...selection.ids].map(([id, number]) => ({ id, number }));
      await downloadDocumentPdfs(DOCUMENT_KINDS[kind].pdf, documents);
      showSuccessToast(t('billingDocuments.list.downloaded', { count }));
      selection.clear();
    });

  return (
    <Group gap="sm" align="center">
      <Checkbox
        label={t('billingDocuments.list.selectPage')}
        disabled={issued.length === 0}
        checked={issued.length > 0 && ticked === issued.length}
        indeterminate={ticked > 0 && ticked < issued.length}
        onChange={(event) => selection.set(issued, event.currentTarget.checked)}
      />
      <Button
        variant="default"
        leftSection={<Icon name="download" size={16} />}
        disabled={count === 0}
        loading={downloading}
        onClick={() => void download()}
      >
        {t('billingDocuments.list.downloadPdfs', { count })}
      </Button>
      {kind === 'invoices' && <RemindersButton invoiceIds={[...selection.ids.keys()]} />}
      {/* Direct debits of the invoices, transfers of the credit notes (self-billing ones too). */}
      <SepaExportButton
        kind={kind === 'invoices' ? 'DIRECT_DEBIT' : 'CREDIT_TRANSFER'}
        documentIds={[...selection.ids.keys()]}
      />
    </Group>
  );
}
