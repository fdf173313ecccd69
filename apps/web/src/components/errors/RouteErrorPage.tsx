import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { isApiError } from '@vetbo/api-client/client';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../hooks/usePageTitle.ts';
import { errorMessage } from '../../lib/error-report.ts';
import { reportError } from '../../lib/error-reporter.ts';
import { MainLandmark } from '../layout/MainLandmark.tsx';
import { HomeLink } from '../ui/HomeLink.tsx';
import { ErrorPageBoundary } from './ErrorPageBoundary.tsx';

const DEFAULT_STATUS = 500;
const DEFAULT_STATUS_TEXT = 'Error';

export function describeRouteError(error: unknown): { status: number; statusText: string } {
  if (isApiError(error) && error.status > 0) {
    return {
      status: error.status,
      statusText: error.response.statusText || error.problem?.title || DEFAULT_STATUS_TEXT,
    };
  }
  return { status: DEFAULT_STATUS, statusText: DEFAULT_STATUS_TEXT };
}

function ErrorPageContent({ error, reset }: ErrorComponentProps) {
  const { t } = useTranslation();
  const router = useRouter();
  const { status, statusText } = describeRouteError(error);
  usePageTitle(statusText);

  // API errors already went through the QueryCache reporter; render errors have not.
  useEffect(() => {
    if (!isApiError(error)) reportError(error);
  }, [error]);

  const retry = () => {
    reset();
    void router.invalidate();
  };

  return (
    <MainLandmark>
      <Stack align="center" gap="sm" py="xl" data-status={status}>
        <Text fw={700} fz={48} c="dark.6" aria-hidden="true">
          {status}
        </Text>
        <Title order={1} size="h2">
          {statusText}
        </Title>
        <Text c="dimmed" maw={560} ta="center">
          {errorMessage(error)}
        </Text>
        <Group>
          <Button variant="default" onClick={retry}>
            {t('common.retry')}
          </Button>
          <HomeLink />
        </Group>
      </Stack>
    </MainLandmark>
  );
}

/** Spec §2.8: status text (default "Error") and status (default 500), with a link home. */
export function RouteErrorPage(props: ErrorComponentProps) {
  return (
    <ErrorPageBoundary>
      <ErrorPageContent {...props} />
    </ErrorPageBoundary>
  );
}
