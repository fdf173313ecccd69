import { Alert, Center, Loader, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QUICK_SEARCH_MIN_LENGTH } from '../api/quick-search.ts';

interface QuickResultsProps<T> {
  term: string;
  results: UseQueryResult<{ data: T[] }>;
  label: string;
  renderHit: (hit: T) => ReactNode;
  keyOf: (hit: T) => number;
}

/** The states every quick-search tab shows: too short, loading, failed, nothing found, the hits. */
export function QuickResults<T>({ term, results, label, renderHit, keyOf }: QuickResultsProps<T>) {
  const { t } = useTranslation();
  if (term.length < QUICK_SEARCH_MIN_LENGTH) {
    return (
      <Text size="sm" c="dimmed" p="md">
        {t('search.typeMore', { count: QUICK_SEARCH_MIN_LENGTH })}
      </Text>
    );
  }
  if (results.isPending) {
    return (
      <Center p="md">
        <Loader size="sm" role="status" aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (results.isError) {
    return (
      <Alert color="red.9" variant="outline" m="sm">
        {t('search.error')}
      </Alert>
    );
  }
  if (results.data.data.length === 0) {
    return (
      <Text size="sm" c="dimmed" p="md">
        {t('search.noResults')}
      </Text>
    );
  }
  return (
    <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={label}>
      {results.data.data.map((hit) => (
        <li key={keyOf(hit)}>{renderHit(hit)}</li>
      ))}
    </Stack>
  );
}
