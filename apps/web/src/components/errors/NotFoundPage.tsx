import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../hooks/usePageTitle.ts';
import { MainLandmark } from '../layout/MainLandmark.tsx';
import { HomeLink } from '../ui/HomeLink.tsx';

/** Spec §2.1/§8: unknown pages answer 404 "This page could not be found" with a link home. */
export function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('errors.notFound.pageTitle'));
  return (
    <MainLandmark>
      <Stack align="center" gap="sm" py="xl" data-status="404">
        <Text fw={700} fz={48} c="dark.6" aria-hidden="true">
          404
        </Text>
        <Title order={1} size="h2">
          {t('errors.notFound.title')}
        </Title>
        <Text c="dimmed">{t('errors.notFound.description')}</Text>
        <HomeLink />
      </Stack>
    </MainLandmark>
  );
}
