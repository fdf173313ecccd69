import { Alert, Badge, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ROUTE_PATHS } from '../../../app/route-names.ts';
import { NavLinkLink } from '../../../components/ui/links.tsx';
import { QUICK_SEARCH_MIN_LENGTH, useQuickSearchEstablishments } from '../api/search-establishments.ts';

interface EstablishmentResultsProps {
  term: string;
  active: boolean;
}

export function EstablishmentResults({ term, active }: EstablishmentResultsProps) {
  const { t } = useTranslation();
  const results = useQuickSearchEstablishments(term, active);

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
    <Stack
      gap={0}
      component="ul"
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
      aria-label={t('search.tabs.establishments')}
    >
      {results.data.data.map((hit) => (
        <li key={hit.id}>
          <NavLinkLink
            to={ROUTE_PATHS['establishments-id']}
            params={{ id: String(hit.id) }}
            label={
              <Group gap="xs" wrap="nowrap">
                <Badge variant="outline" color="dark" radius="sm">
                  {hit.privilegedCode}
                </Badge>
                <Text size="sm" fw={500} truncate>
                  {hit.name}
                </Text>
              </Group>
            }
            description={[hit.postalCode, hit.city].filter(Boolean).join(' ')}
          />
        </li>
      ))}
    </Stack>
  );
}
