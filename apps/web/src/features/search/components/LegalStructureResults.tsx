import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ROUTE_PATHS } from '../../../app/route-names.ts';
import { NavLinkLink } from '../../../components/ui/nav-link-link.tsx';
import { useQuickSearchLegalStructures } from '../api/quick-search.ts';
import { QuickResults } from './QuickResults.tsx';

export function LegalStructureResults({ term, active }: { term: string; active: boolean }) {
  const { t } = useTranslation();
  return (
    <QuickResults
      term={term}
      results={useQuickSearchLegalStructures(term, active)}
      label={t('search.tabs.legalStructures')}
      keyOf={(hit) => hit.id}
      renderHit={(hit) => (
        <NavLinkLink
          to={ROUTE_PATHS['legalStructures-id']}
          params={{ id: String(hit.id) }}
          label={
            <Group gap="xs" wrap="nowrap">
              {hit.legalCode && (
                <Badge variant="outline" color="dark" radius="sm">
                  {hit.legalCode}
                </Badge>
              )}
              <Text size="sm" fw={500} truncate>
                {hit.socialReason}
              </Text>
            </Group>
          }
          description={[hit.tradeName, hit.headQuarterAddress.city].filter(Boolean).join(' · ')}
        />
      )}
    />
  );
}
