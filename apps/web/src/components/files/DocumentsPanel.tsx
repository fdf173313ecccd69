import { ActionIcon, Group, Stack } from '@mantine/core';
import type { Schema } from '@vetbo/api-client/client';
import { useTranslation } from 'react-i18next';
import { useDownload } from '../../hooks/useDownload.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import { RelatedTable } from '../detail/RelatedTable.tsx';
import { WriteAction } from '../permissions/WriteAction.tsx';
import { Icon } from '../ui/Icon.tsx';
import { FileUploadButton } from './FileUploadButton.tsx';
import type { FileOwner } from './file-rules.ts';
import { useFileSize, useFileType } from './file-texts.ts';
import { downloadDocument, useDocuments, useUploadDocument } from './files-api.ts';

type StoredDocument = Schema<'Document'>;

function DownloadButton({ document }: { document: StoredDocument }) {
  const { t } = useTranslation();
  const { downloading, start } = useDownload();
  const label = t('files.documents.downloadLabel', { name: document.name });
  return (
    <ActionIcon
      variant="subtle"
      aria-label={label}
      title={label}
      loading={downloading}
      onClick={() => void start(() => downloadDocument(document))}
    >
      <Icon name="download" size={18} />
    </ActionIcon>
  );
}

/** The documents of an establishment or a workgroup: a table (download each) and an upload button. */
export function DocumentsPanel({ owner }: { owner: FileOwner }) {
  const { t } = useTranslation();
  const documents = useDocuments(owner);
  const upload = useUploadDocument(owner);
  const size = useFileSize();
  const type = useFileType();
  return (
    <Stack gap="md">
      <Group justify="flex-end">
        {/* POST /v1/documents and /v1/images check `establishments`, a group's files too (x-access). */}
        <WriteAction area="establishments">
          <FileUploadButton kind="document" upload={upload.mutateAsync} pending={upload.isPending} />
        </WriteAction>
      </Group>
      <RelatedTable<StoredDocument>
        query={documents}
        caption={t('files.documents.caption')}
        emptyText={t('files.documents.empty')}
        rowKey={(row) => row.id}
        columns={[
          { label: t('files.documents.title'), render: (row) => row.title ?? '—' },
          { label: t('files.documents.name'), render: (row) => row.name },
          { label: t('files.documents.type'), render: (row) => type(row.mediaType) },
          { label: t('files.documents.size'), render: (row) => size(row.sizeBytes) },
          { label: t('files.documents.date'), render: (row) => formatDateTime(row.createdDate) },
          { label: t('files.documents.actions'), render: (row) => <DownloadButton document={row} /> },
        ]}
      />
    </Stack>
  );
}
