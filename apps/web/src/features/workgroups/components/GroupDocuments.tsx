import { Button, FileInput, Grid, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import type { Schema } from '@vetbo/api-client/client';
import { isApiError } from '@vetbo/api-client/client';
import { DOCUMENT_MAX_BYTES } from '@vetbo/domain/files';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RelatedTable } from '../../../components/detail/RelatedTable.tsx';
import { Icon } from '../../../components/ui/Icon.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';
import { showErrorToast, showSuccessToast } from '../../../lib/toasts.tsx';
import { useDownloadDocument, useGroupDocuments, useUploadDocument } from '../api/documents.ts';
import { fileToBase64, formatFileSize } from './file-content.ts';

type StoredDocument = Schema<'Document'>;

/** The Documents tab: the group's documents (download under their own name) and an upload form. */
export function GroupDocuments({ groupId }: { groupId: number }) {
  const { t } = useTranslation();
  const documents = useGroupDocuments(groupId);
  const upload = useUploadDocument();
  const download = useDownloadDocument();
  const [file, setFile] = useState<File | null>(null);
  const [title, setTitle] = useState('');
  const [fileError, setFileError] = useState<string>();
  const [titleError, setTitleError] = useState<string>();
  const field = (name: string) => t(`groupDocuments.fields.${name}` as 'groupDocuments.fields.name');

  const chooseFile = (next: File | null) => {
    setFile(next);
    setFileError(
      next && next.size > DOCUMENT_MAX_BYTES
        ? t('groupDocuments.upload.tooLarge', { size: formatFileSize(next.size) })
        : undefined,
    );
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTitleError(undefined);
    if (!file) return setFileError(t('groupDocuments.upload.noFile'));
    // Checked before reading and sending: the API would refuse it after a long upload.
    if (file.size > DOCUMENT_MAX_BYTES) {
      return setFileError(t('groupDocuments.upload.tooLarge', { size: formatFileSize(file.size) }));
    }
    try {
      await upload.mutateAsync({
        name: file.name,
        title: title.trim() || null,
        content: await fileToBase64(file),
        veterinaryGroupId: groupId,
      });
      showSuccessToast(t('groupDocuments.upload.done'));
      setFile(null);
      setTitle('');
    } catch (error) {
      // Field errors (type refused, name…) go under the inputs; others were toasted by the MutationCache.
      if (isApiError(error) && error.fieldErrors.length > 0) {
        for (const { path, message } of error.fieldErrors) {
          if (path.endsWith('title')) setTitleError(message);
          else setFileError(message);
        }
      }
    }
  };

  return (
    <Stack gap="md">
      <RelatedTable<StoredDocument>
        query={documents}
        caption={t('groupDocuments.caption')}
        emptyText={t('groupDocuments.empty')}
        rowKey={(row) => row.id}
        columns={[
          {
            label: field('name'),
            render: (row) => (
              <Text size="sm" fw={500}>
                {row.name}
              </Text>
            ),
          },
          { label: field('title'), render: (row) => row.title },
          { label: field('mediaType'), render: (row) => row.mediaType },
          { label: field('size'), render: (row) => formatFileSize(row.sizeBytes) },
          { label: field('createdDate'), render: (row) => formatDateTime(row.createdDate) },
          {
            label: t('groupDocuments.download'),
            render: (row) => (
              <Button
                size="compact-sm"
                variant="subtle"
                leftSection={<Icon name="download" size={14} />}
                aria-label={t('groupDocuments.downloadLabel', { name: row.name })}
                onClick={() => download.mutate(row, { onError: (error) => showErrorToast(error) })}
              >
                {t('groupDocuments.download')}
              </Button>
            ),
          },
        ]}
      />
      <Paper withBorder p="md" radius="sm" component="section">
        <Title order={2} size="h4" mb="sm">
          {t('groupDocuments.upload.title')}
        </Title>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Grid gap="sm" align="flex-end">
            <Grid.Col span={{ base: 12, md: 5 }}>
              <FileInput
                label={t('groupDocuments.upload.file')}
                placeholder={t('groupDocuments.upload.filePlaceholder')}
                description={t('groupDocuments.upload.fileHint')}
                name="file"
                withAsterisk
                clearable
                clearButtonProps={{ 'aria-label': t('common.clear') }}
                value={file}
                onChange={chooseFile}
                error={fileError}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <TextInput
                label={t('groupDocuments.upload.docTitle')}
                name="title"
                value={title}
                onChange={(event) => setTitle(event.currentTarget.value)}
                error={titleError}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 3 }}>
              <Button type="submit" loading={upload.isPending} leftSection={<Icon name="plus" size={16} />}>
                {t('groupDocuments.upload.submit')}
              </Button>
            </Grid.Col>
          </Grid>
        </form>
      </Paper>
    </Stack>
  );
}
