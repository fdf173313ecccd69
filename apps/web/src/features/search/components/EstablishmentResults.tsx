import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ROUTE_PATHS } from '../../../app/route-names.ts';
import { NavLinkLink } from '../../../components/ui/nav-link-link.tsx';
import { useQuickSearchEstablishments } from '../api/quick-search.ts';
import { QuickResults } from './QuickResults.tsx';

interface EstablishmentResultsProps {
  term: string;
  active: boolean;
}

export function EstablishmentResults({ term, active }: EstablishmentResultsProps) {
  const { t } = useTranslation();
  return (
    <QuickResults
      term={term}
      results={useQuickSearchEstablishments(term, active)}
      label={t('search.tabs.establishments')}
      keyOf={(hit) => hit.id}
      renderHit={(hit) => (
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
      )}
    />
  );
}
