import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ROUTE_PATHS } from '../../../app/route-names.ts';
import { NavLinkLink } from '../../../components/ui/nav-link-link.tsx';
import { useQuickSearchWorkgroups } from '../api/quick-search.ts';
import { QuickResults } from './QuickResults.tsx';

export function WorkgroupResults({ term, active }: { term: string; active: boolean }) {
  const { t } = useTranslation();
  return (
    <QuickResults
      term={term}
      results={useQuickSearchWorkgroups(term, active)}
      label={t('search.tabs.workgroups')}
      keyOf={(hit) => hit.id}
      renderHit={(hit) => (
        <NavLinkLink
          to={ROUTE_PATHS['workgroups-id']}
          params={{ id: String(hit.id) }}
          label={
            <Group gap="xs" wrap="nowrap">
              <Badge variant="outline" color="dark" radius="sm">
                {hit.groupCode}
              </Badge>
              <Text size="sm" fw={500} truncate>
                {hit.entitled}
              </Text>
            </Group>
          }
          description={hit.legalStructure?.socialReason}
        />
      )}
    />
  );
}
