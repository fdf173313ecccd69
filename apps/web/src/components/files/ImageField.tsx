import { Box, Button, FileButton, Group, Image, Input, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMayWrite } from '../permissions/use-may-write.ts';
import { Icon } from '../ui/Icon.tsx';
import { serverMessages } from './FileUploadButton.tsx';
import { acceptAttribute, checkFile, type FileOwner } from './file-rules.ts';
import { usePicture, useUploadImage } from './files-api.ts';

interface ImageFieldProps {
  label: string;
  /** The chosen image's id as a form holds it: its text, '' for none. */
  value: string;
  onChange: (imageId: string) => void;
  /** The form's path of the field (its errors and the tests find it by it). */
  name: string;
  /** Who an uploaded image belongs to; none while the record does not exist yet. */
  owner?: FileOwner;
  /** The form's error on the field (the API refusing the id, say). */
  error?: string;
  /** Told when an upload starts and ends: the form waits for the id before saving. */
  onUploadingChange?: (uploading: boolean) => void;
}

const PREVIEW = { w: 200, h: 112 };

function Preview({ imageId, uploading, alt }: { imageId: string; uploading: boolean; alt: string }) {
  const { t } = useTranslation();
  const picture = usePicture(Number(imageId), 'thumbnail', imageId !== '');
  let content: React.ReactNode;
  if (uploading) {
    content = <Loader type="dots" size="sm" role="status" aria-label={t('files.imageField.uploading')} />;
  } else if (imageId === '') {
    content = (
      <Text size="sm" c="dark.7">
        {t('files.imageField.none')}
      </Text>
    );
  } else if (picture.data) {
    return (
      <Image
        src={picture.data}
        alt={alt}
        {...PREVIEW}
        fit="contain"
        bg="gray.0"
        style={{ border: '1px solid var(--mantine-color-gray-4)', borderRadius: 4 }}
        data-testid="image-field-preview"
      />
    );
  } else if (picture.isError) {
    content = (
      <Text size="sm" c="dark.7">
        {t('files.images.thumbnailError')}
      </Text>
    );
  } else {
    content = <Loader type="dots" size="sm" role="status" aria-label={t('common.loading')} />;
  }
  return (
    <Group
      {...PREVIEW}
      justify="center"
      bg="gray.1"
      style={{ border: '1px dashed var(--mantine-color-gray-5)', borderRadius: 4 }}
    >
      {content}
    </Group>
  );
}

/**
 * An image chosen for a record (a logo, a banner): its thumbnail, "Choisir une image" and "Retirer". The
 * image is checked (type, the API's size limit) and uploaded to `POST /v1/images` as soon as it is
 * chosen; its id becomes the field's value, saved with the record. The API has the last word on the
 * content: its refusal shows under the field.
 */
export function ImageField({
  label,
  value,
  onChange,
  name,
  owner,
  error,
  onUploadingChange,
}: ImageFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const upload = useUploadImage(owner);
  // POST /v1/images checks `establishments` (its x-access), whoever the image is for: a role writing the
  // record but not that area keeps the image it has (or removes it) and is not offered an upload.
  const mayUpload = useMayWrite('establishments');
  const [problem, setProblem] = useState<string>();
  const [justUploaded, setJustUploaded] = useState(false);
  // Picking the same file again after a refusal must fire again.
  const resetInput = useRef<() => void>(null);
  const uploading = upload.isPending;

  const report = useRef(onUploadingChange);
  report.current = onUploadingChange;
  useEffect(() => {
    report.current?.(uploading);
  }, [uploading]);

  const choose = async (file: File | null) => {
    resetInput.current?.();
    if (!file) return;
    setJustUploaded(false);
    const refused = checkFile(file, 'image');
    if (refused) {
      setProblem(t(`files.images.${refused}`));
      return;
    }
    setProblem(undefined);
    try {
      const saved = await upload.mutateAsync({ file });
      onChange(String(saved.data.id));
      setJustUploaded(true);
    } catch (failure) {
      setProblem(serverMessages(failure, t('files.refused')).join(' '));
    }
  };

  const remove = () => {
    setProblem(undefined);
    setJustUploaded(false);
    onChange('');
  };

  const message = problem ?? error;
  const ids = { label: `${id}-label`, description: `${id}-description`, error: `${id}-error` };
  const describedBy = message ? `${ids.description} ${ids.error}` : ids.description;

  return (
    <Stack gap={6} role="group" aria-labelledby={ids.label} data-field={name}>
      <Input.Label id={ids.label} labelElement="div">
        {label}
      </Input.Label>
      <Group align="flex-start" gap="md">
        <Preview imageId={value} uploading={uploading} alt={t('files.imageField.preview', { label })} />
        <Stack gap="xs">
          {mayUpload && (
            <FileButton
              onChange={(file) => void choose(file)}
              accept={acceptAttribute('image')}
              resetRef={resetInput}
              disabled={uploading}
            >
              {(props) => (
                <Button
                  {...props}
                  variant="default"
                  leftSection={<Icon name="plus" size={16} />}
                  loading={uploading}
                  aria-label={t('files.imageField.chooseLabel', { label })}
                  aria-describedby={describedBy}
                >
                  {t('files.imageField.choose')}
                </Button>
              )}
            </FileButton>
          )}
          {value !== '' && (
            <Button
              // The default look: Mantine's subtle red on white misses the 4.5:1 contrast.
              variant="default"
              leftSection={<Icon name="x" size={16} />}
              onClick={remove}
              disabled={uploading}
              aria-label={t('files.imageField.removeLabel', { label })}
            >
              {t('files.imageField.remove')}
            </Button>
          )}
        </Stack>
      </Group>
      <Input.Description id={ids.description}>{t('files.images.fileDescription')}</Input.Description>
      {justUploaded && !message && (
        <Text size="xs" c="dark.7" role="status">
          {t('files.imageField.uploaded')}
        </Text>
      )}
      {message && (
        <Box id={ids.error} role="alert">
          <Input.Error>{message}</Input.Error>
        </Box>
      )}
    </Stack>
  );
}
