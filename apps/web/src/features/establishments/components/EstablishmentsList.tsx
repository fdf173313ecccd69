import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { lazyComponent } from '../../../app/lazy-page.ts';
import { ROUTE_PATHS } from '../../../app/route-names.ts';
import { AfterPrimaryContent } from '../../../components/layout/AfterPrimaryContent.tsx';
import { Icon } from '../../../components/ui/Icon.tsx';
import { ButtonLink } from '../../../components/ui/links.tsx';
import { usePageTitle } from '../../../hooks/usePageTitle.ts';
import { useEstablishments } from '../api/get-establishments.ts';
import { type EstablishmentsSearch, establishmentsListUrl } from '../search-params.ts';
import { EstablishmentsFiltersPlaceholder } from './EstablishmentsFiltersPlaceholder.tsx';
import { EstablishmentsTable } from './EstablishmentsTable.tsx';
import { ExportButtons } from './ExportButtons.tsx';

// The filters' select and tags inputs bring the combobox and popover code: they come after the rows.
const EstablishmentsFilters = lazyComponent(() =>
  import('./EstablishmentsFilters.tsx').then((m) => m.EstablishmentsFilters),
);

interface EstablishmentsListProps {
  search: EstablishmentsSearch;
  onChange: (patch: Partial<EstablishmentsSearch>) => void;
  /** The create drawer, open over the list, names the page instead. */
  pageTitle?: string;
}

export function EstablishmentsList({ search, onChange, pageTitle }: EstablishmentsListProps) {
  const { t } = useTranslation();
  usePageTitle(pageTitle ?? t('establishments.title'));
  const list = useEstablishments(search);
  const reset = () => onChange(establishmentsListUrl.resetFilters);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1}>{t('establishments.title')}</Title>
          <Text size="sm" c="dimmed" aria-live="polite">
            {list.data ? t('establishments.list.total', { count: list.data.meta.total }) : '\u00a0'}
          </Text>
        </div>
        <Group gap="sm">
          <ExportButtons search={search} />
          <ButtonLink
            to={ROUTE_PATHS['establishments-new']}
            search={search}
            leftSection={<Icon name="plus" size={16} />}
          >
            {t('establishments.new')}
          </ButtonLink>
        </Group>
      </Group>
      <AfterPrimaryContent placeholder={<EstablishmentsFiltersPlaceholder />}>
        <EstablishmentsFilters search={search} onChange={onChange} onReset={reset} />
      </AfterPrimaryContent>
      {list.isError && !list.data ? (
        <Alert color="red.9" variant="outline" title={t('establishments.list.error')} role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{list.error.message}</Text>
            <Button size="xs" variant="default" onClick={() => void list.refetch()}>
              {t('common.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <EstablishmentsTable
          search={search}
          records={list.data?.data ?? []}
          total={list.data?.meta.total ?? 0}
          fetching={list.isFetching}
          onChange={onChange}
          onReset={reset}
        />
      )}
    </Stack>
  );
}
