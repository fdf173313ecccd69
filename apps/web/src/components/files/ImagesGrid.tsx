import {
  Alert,
  Button,
  Group,
  Image,
  Loader,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import type { Schema } from '@vetbo/api-client/client';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format-date.ts';
import { WriteAction } from '../permissions/WriteAction.tsx';
import { FileUploadButton } from './FileUploadButton.tsx';
import type { FileOwner } from './file-rules.ts';
import { useImages, usePicture, useUploadImage } from './files-api.ts';

type StoredImage = Schema<'Image'>;

function Thumbnail({ image, onOpen }: { image: StoredImage; onOpen: () => void }) {
  const { t } = useTranslation();
  const picture = usePicture(image.id, 'thumbnail');
  return (
    <Stack gap={4}>
      <UnstyledButton
        onClick={onOpen}
        aria-label={t('files.images.open', { name: image.name })}
        style={{ borderRadius: 4, overflow: 'hidden', border: '1px solid var(--mantine-color-gray-3)' }}
      >
        {picture.data ? (
          <Image src={picture.data} alt={image.name} h={160} fit="cover" data-testid="image-thumbnail" />
        ) : picture.isError ? (
          <Group h={160} justify="center" bg="gray.1">
            <Text size="sm" c="dimmed">
              {t('files.images.thumbnailError')}
            </Text>
          </Group>
        ) : (
          <Group h={160} justify="center" bg="gray.1">
            <Loader type="dots" size="sm" role="status" aria-label={t('common.loading')} />
          </Group>
        )}
      </UnstyledButton>
      <Text size="sm" truncate="end" title={image.name}>
        {image.name}
      </Text>
      <Text size="xs" c="dimmed">
        {t('files.images.added', { date: formatDateTime(image.createdDate) })}
      </Text>
    </Stack>
  );
}

function FullImage({ image }: { image: StoredImage }) {
  const { t } = useTranslation();
  const picture = usePicture(image.id, 'content');
  if (picture.data) return <Image src={picture.data} alt={image.name} fit="contain" mah="75vh" />;
  if (picture.isError) {
    return (
      <Alert color="red.9" variant="outline" role="alert" title={t('files.images.imageError')}>
        <Button size="xs" variant="default" onClick={() => void picture.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  }
  return (
    <Group justify="center" py="xl">
      <Loader type="dots" role="status" aria-label={t('common.loading')} />
    </Group>
  );
}

/** The pictures of an establishment or a workgroup: thumbnails, each opening the full image; an upload. */
export function ImagesGrid({ owner }: { owner: FileOwner }) {
  const { t } = useTranslation();
  const images = useImages(owner);
  const upload = useUploadImage(owner);
  const [opened, setOpened] = useState<StoredImage>();
  const rows = images.data?.data ?? [];

  let content: React.ReactNode;
  if (images.isPending) {
    content = (
      <Group justify="center" py="xl">
        <Loader type="dots" role="status" aria-label={t('common.loading')} />
      </Group>
    );
  } else if (images.isError) {
    content = (
      <Alert color="red.9" variant="outline" title={t('detail.loadError')} role="alert">
        <Button size="xs" variant="default" onClick={() => void images.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  } else if (rows.length === 0) {
    content = (
      <Stack align="center" py="xl">
        <Text fw={500} c="dark.7">
          {t('files.images.empty')}
        </Text>
      </Stack>
    );
  } else {
    content = (
      <SimpleGrid
        cols={{ base: 2, sm: 3, md: 4, lg: 6 }}
        spacing="md"
        component="ul"
        aria-label={t('files.images.caption')}
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {rows.map((image) => (
          <li key={image.id}>
            <Thumbnail image={image} onOpen={() => setOpened(image)} />
          </li>
        ))}
      </SimpleGrid>
    );
  }

  return (
    <Stack gap="md">
      <Group justify="flex-end">
        {/* POST /v1/documents and /v1/images check `establishments`, a group's files too (x-access). */}
        <WriteAction area="establishments">
          <FileUploadButton kind="image" upload={upload.mutateAsync} pending={upload.isPending} />
        </WriteAction>
      </Group>
      {content}
      <Modal
        opened={opened !== undefined}
        onClose={() => setOpened(undefined)}
        title={opened?.name}
        size="auto"
        closeButtonProps={{ 'aria-label': t('files.images.close') }}
      >
        {opened && <FullImage image={opened} />}
      </Modal>
    </Stack>
  );
}
