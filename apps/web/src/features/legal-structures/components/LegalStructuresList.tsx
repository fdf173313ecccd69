import { Alert, Box, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ROUTE_PATHS } from '../../../app/route-names.ts';
import { Icon } from '../../../components/ui/Icon.tsx';
import { ButtonLink } from '../../../components/ui/links.tsx';
import { usePageTitle } from '../../../hooks/usePageTitle.ts';
import { useLegalStructures } from '../api/get-legal-structures.ts';
import type { LegalStructuresSearch } from '../routes/search-params.ts';
import { LegalStructuresTable } from './LegalStructuresTable.tsx';

const TERM_DEBOUNCE_MS = 300;

interface LegalStructuresListProps {
  search: LegalStructuresSearch;
  onChange: (patch: Partial<LegalStructuresSearch>) => void;
  /** The create drawer, open over the list, names the page instead. */
  pageTitle?: string;
}

export function LegalStructuresList({ search, onChange, pageTitle }: LegalStructuresListProps) {
  const { t } = useTranslation();
  usePageTitle(pageTitle ?? t('legalStructures.title'));
  const list = useLegalStructures(search);
  const [term, setTerm] = useState(search.q ?? '');
  const commitTerm = useDebouncedCallback(
    (value: string) => onChange({ q: value.trim() || undefined, page: 1 }),
    TERM_DEBOUNCE_MS,
  );

  // The URL is the source of truth (back button): follow it, without eating a space being typed.
  useEffect(() => {
    const fromUrl = search.q ?? '';
    setTerm((current) => (current.trim() === fromUrl ? current : fromUrl));
  }, [search.q]);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1}>{t('legalStructures.title')}</Title>
          <Text size="sm" c="dimmed" aria-live="polite">
            {list.data ? t('legalStructures.list.total', { count: list.data.meta.total }) : '\u00a0'}
          </Text>
        </div>
        <ButtonLink
          to={ROUTE_PATHS['legalStructures-new']}
          search={search}
          leftSection={<Icon name="plus" size={16} />}
        >
          {t('legalStructures.new')}
        </ButtonLink>
      </Group>
      <search aria-label={t('establishments.list.filters')}>
        <Box maw={480}>
          <TextInput
            type="search"
            name="q"
            label={t('establishments.list.searchLabel')}
            placeholder={t('legalStructures.list.searchPlaceholder')}
            leftSection={<Icon name="search" size={16} />}
            value={term}
            onChange={(event) => {
              setTerm(event.currentTarget.value);
              commitTerm(event.currentTarget.value);
            }}
          />
        </Box>
      </search>
      {list.isError && !list.data ? (
        <Alert color="red.9" variant="outline" title={t('legalStructures.list.error')} role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{list.error.message}</Text>
            <Button size="xs" variant="default" onClick={() => void list.refetch()}>
              {t('common.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <LegalStructuresTable
          search={search}
          records={list.data?.data ?? []}
          total={list.data?.meta.total ?? 0}
          fetching={list.isFetching}
          onChange={onChange}
        />
      )}
    </Stack>
  );
}
