import { Alert, Button, FileInput, Group, List, Modal, Stack, TextInput } from '@mantine/core';
import { isApiError } from '@vetbo/api-client/client';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showSuccessToast } from '../../lib/toasts.tsx';
import { Icon } from '../ui/Icon.tsx';
import { acceptAttribute, checkFile, type FileKind } from './file-rules.ts';

interface FileUploadButtonProps {
  kind: FileKind;
  /** Sends the file; rejects with the API's error when it is refused. */
  upload: (input: { file: File; title?: string }) => Promise<unknown>;
  pending: boolean;
}

/** What the API said about a refused file: its field messages, else its detail. */
export function serverMessages(error: unknown, fallback: string): string[] {
  if (!isApiError(error)) return [fallback];
  const fields = error.fieldErrors.map((field) => field.message).filter(Boolean);
  return fields.length > 0 ? fields : [error.message || fallback];
}

/**
 * "Ajouter un document / une photo": a dialog with the file input (and a title for a document). The size
 * and type are checked before sending, with a French message on the field; what the API refuses (a
 * program renamed .pdf...) is shown in the dialog with the API's own message.
 */
export function FileUploadButton({ kind, upload, pending }: FileUploadButtonProps) {
  const { t } = useTranslation();
  const texts = kind === 'document' ? 'files.documents' : 'files.images';
  const [opened, setOpened] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [title, setTitle] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [refused, setRefused] = useState<string[]>();

  const close = () => {
    if (pending) return;
    setOpened(false);
    setFile(null);
    setTitle('');
    setFieldError(undefined);
    setRefused(undefined);
  };

  const choose = (next: File | null) => {
    setFile(next);
    setRefused(undefined);
    const problem = next ? checkFile(next, kind) : undefined;
    setFieldError(problem && t(`${texts}.${problem}` as 'files.documents.tooLarge'));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    event.stopPropagation();
    if (!file) {
      setFieldError(t('files.required'));
      return;
    }
    const problem = checkFile(file, kind);
    if (problem) {
      setFieldError(t(`${texts}.${problem}` as 'files.documents.tooLarge'));
      return;
    }
    try {
      await upload({ file, title: kind === 'document' ? title.trim() || undefined : undefined });
      showSuccessToast(t(`${texts}.uploaded` as 'files.documents.uploaded'));
      close();
    } catch (error) {
      setRefused(serverMessages(error, t('files.refused')));
    }
  };

  return (
    <>
      <Button leftSection={<Icon name="plus" size={16} />} onClick={() => setOpened(true)}>
        {t(`${texts}.upload` as 'files.documents.upload')}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={t(`${texts}.modalTitle` as 'files.documents.modalTitle')}
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="md">
            {refused && (
              <Alert color="red.9" variant="outline" title={t('files.refused')} role="alert">
                <List size="sm">
                  {refused.map((message) => (
                    <List.Item key={message}>{message}</List.Item>
                  ))}
                </List>
              </Alert>
            )}
            {kind === 'document' && (
              <TextInput
                label={t('files.documents.titleLabel')}
                description={t('files.documents.titleDescription')}
                value={title}
                maxLength={200}
                onChange={(event) => setTitle(event.currentTarget.value)}
              />
            )}
            <FileInput
              label={t(`${texts}.fileLabel` as 'files.documents.fileLabel')}
              description={t(`${texts}.fileDescription` as 'files.documents.fileDescription')}
              accept={acceptAttribute(kind)}
              value={file}
              onChange={choose}
              error={fieldError}
              required
              clearable
              clearButtonProps={{ 'aria-label': t('files.clear') }}
              data-testid="file-upload-input"
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close} disabled={pending}>
                {t('files.cancel')}
              </Button>
              <Button type="submit" loading={pending}>
                {t('files.send')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
