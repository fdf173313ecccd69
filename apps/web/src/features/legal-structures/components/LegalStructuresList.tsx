import { Alert, Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { lazyComponent } from '../../../app/lazy-page.ts';
import { ROUTE_PATHS } from '../../../app/route-names.ts';
import { AfterPrimaryContent } from '../../../components/layout/AfterPrimaryContent.tsx';
import { Icon } from '../../../components/ui/Icon.tsx';
import { ButtonLink } from '../../../components/ui/links.tsx';
import { Placeholder } from '../../../components/ui/Placeholder.tsx';
import { usePageTitle } from '../../../hooks/usePageTitle.ts';
import { useLegalStructures } from '../api/get-legal-structures.ts';
import type { LegalStructuresSearch } from '../search-params.ts';
import { LegalStructuresTable } from './LegalStructuresTable.tsx';

// The input's code (Mantine Input) comes after the rows, as the establishments' filters do: the list's
// first paint stays within its JavaScript budget.
const LegalStructuresSearchBox = lazyComponent(() =>
  import('./LegalStructuresSearchBox.tsx').then((m) => m.LegalStructuresSearchBox),
);

/** Holds the search box's place (label and input heights) while its code downloads. */
function SearchBoxPlaceholder() {
  return (
    <Box aria-hidden>
      <Box h={22} />
      <Placeholder h={36} />
    </Box>
  );
}

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
          <AfterPrimaryContent placeholder={<SearchBoxPlaceholder />}>
            <LegalStructuresSearchBox value={search.q} onChange={(q) => onChange({ q, page: 1 })} />
          </AfterPrimaryContent>
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
