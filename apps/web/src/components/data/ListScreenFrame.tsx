import { Alert, Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AfterPrimaryContent } from '../layout/AfterPrimaryContent.tsx';
import { Placeholder } from '../ui/Placeholder.tsx';

/** Holds the filters' place (label and input heights) while their code downloads. */
function FiltersPlaceholder() {
  return (
    <Box aria-hidden>
      <Box h={22} />
      <Placeholder h={36} />
    </Box>
  );
}

export interface ListScreenFrameProps {
  title: string;
  /** "N établissements", once the first page has come. */
  total: string | undefined;
  /** The buttons beside the title ("Nouveau…", exports). */
  actions?: ReactNode;
  filtersLabel: string;
  /** The filters (a lazy component: their inputs' code comes after the rows, see ListScreen). */
  filters: ReactNode;
  /** A number: the filters' maximum width; 'full': the filters take the row and hold their own reset. */
  filtersWidth?: number | 'full';
  filtersPlaceholder?: ReactNode;
  /** "Réinitialiser les filtres", enabled while a term or a filter narrows the list. */
  reset?: { active: boolean; onReset: () => void };
  /** The list could not be loaded (and has nothing to show): what happened, and "Réessayer". */
  error?: { title: string; message: string; onRetry: () => void };
  /** The list's table. */
  children: ReactNode;
}

/** What a list screen shows around its table: title and count, actions, filters, load error. */
export function ListScreenFrame({
  title,
  total,
  actions,
  filtersLabel,
  filters,
  filtersWidth = 720,
  filtersPlaceholder = <FiltersPlaceholder />,
  reset,
  error,
  children,
}: ListScreenFrameProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1}>{title}</Title>
          <Text size="sm" c="dimmed" aria-live="polite">
            {total ?? '\u00a0'}
          </Text>
        </div>
        {actions}
      </Group>
      {filtersWidth === 'full' ? (
        <AfterPrimaryContent placeholder={filtersPlaceholder}>{filters}</AfterPrimaryContent>
      ) : (
        <search aria-label={filtersLabel}>
          <Group gap="sm" align="flex-end" wrap="wrap">
            <Box maw={filtersWidth} flex="1 1 auto">
              <AfterPrimaryContent placeholder={filtersPlaceholder}>{filters}</AfterPrimaryContent>
            </Box>
            {reset && (
              <Button variant="subtle" color="dark" onClick={reset.onReset} disabled={!reset.active}>
                {t('common.resetFilters')}
              </Button>
            )}
          </Group>
        </search>
      )}
      {error ? (
        <Alert color="red.9" variant="outline" title={error.title} role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{error.message}</Text>
            <Button size="xs" variant="default" onClick={error.onRetry}>
              {t('common.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : (
        children
      )}
    </Stack>
  );
}
