import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ROUTE_PATHS } from '../../../app/route-names.ts';
import { NavLinkLink } from '../../../components/ui/nav-link-link.tsx';
import { useQuickSearchUsers } from '../api/quick-search.ts';
import { QuickResults } from './QuickResults.tsx';

/**
 * The users tab. It gets the term with its e-mail characters (@ . - _ +) kept: without them
 * "camille.durand@" would search "camilledurand", which no address starts with (decisions.md).
 */
export function UserResults({ term, active }: { term: string; active: boolean }) {
  const { t } = useTranslation();
  return (
    <QuickResults
      term={term}
      results={useQuickSearchUsers(term, active)}
      label={t('search.tabs.users')}
      keyOf={(hit) => hit.id}
      renderHit={(hit) => (
        <NavLinkLink
          to={ROUTE_PATHS['users-id']}
          params={{ id: String(hit.id) }}
          label={
            <Text size="sm" fw={500} truncate>
              {hit.firstName} {hit.lastName}
            </Text>
          }
          description={hit.email}
        />
      )}
    />
  );
}
