import { Alert, Box, Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { lazyComponent } from '../../../app/lazy-page.ts';
import { AfterPrimaryContent } from '../../../components/layout/AfterPrimaryContent.tsx';
import { Placeholder } from '../../../components/ui/Placeholder.tsx';
import { usePageTitle } from '../../../hooks/usePageTitle.ts';
import { useOutboxMessages } from '../api/outbox.ts';
import type { OutboxSearch } from '../search-params.ts';
import { OutboxTable } from './OutboxTable.tsx';

// Inputs and the side panel come after the rows (first-paint budget).
const OutboxFilters = lazyComponent(() => import('./OutboxFilters.tsx').then((m) => m.OutboxFilters));
const OutboxMessageDrawer = lazyComponent(() =>
  import('./OutboxMessageDrawer.tsx').then((m) => m.OutboxMessageDrawer),
);

interface OutboxListProps {
  search: OutboxSearch;
  onChange: (patch: Partial<OutboxSearch>) => void;
}

/** /overview/outbox (ADMIN): every e-mail the product wrote, its state, and each message in a side panel. */
export function OutboxList({ search, onChange }: OutboxListProps) {
  const { t } = useTranslation();
  usePageTitle(t('outbox.title'));
  const list = useOutboxMessages(search);

  return (
    <Stack gap="md">
      <div>
        <Title order={1}>{t('outbox.title')}</Title>
        <Text size="sm" c="dimmed" aria-live="polite">
          {list.data ? t('outbox.list.total', { count: list.data.meta.total }) : '\u00a0'}
        </Text>
      </div>
      <search aria-label={t('outbox.list.filters')}>
        <Box maw={720}>
          <AfterPrimaryContent placeholder={<Placeholder h={58} />}>
            <OutboxFilters search={search} onChange={onChange} />
          </AfterPrimaryContent>
        </Box>
      </search>
      {list.isError && !list.data ? (
        <Alert color="red.9" variant="outline" title={t('outbox.list.error')} role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{list.error.message}</Text>
            <Button size="xs" variant="default" onClick={() => void list.refetch()}>
              {t('common.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <OutboxTable
          search={search}
          records={list.data?.data ?? []}
          total={list.data?.meta.total ?? 0}
          fetching={list.isFetching}
          onChange={onChange}
        />
      )}
      {search.message !== undefined ? (
        <OutboxMessageDrawer id={search.message} onClose={() => onChange({ message: undefined })} />
      ) : null}
    </Stack>
  );
}
