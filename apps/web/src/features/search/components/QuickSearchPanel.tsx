import { ScrollArea, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SEARCH_TABS, type SearchTab } from '../normalize-search-term.ts';
import { EstablishmentResults } from './EstablishmentResults.tsx';
import { LegalStructureResults } from './LegalStructureResults.tsx';
import { UserResults } from './UserResults.tsx';
import { WorkgroupResults } from './WorkgroupResults.tsx';

/** Spec §9: the result area is at most 400 px high. */
export const SEARCH_RESULTS_MAX_HEIGHT = 400;

interface QuickSearchPanelProps {
  tab: SearchTab;
  onTabChange: (tab: SearchTab) => void;
  term: string;
  /** The term with the characters of an e-mail address kept, for the users tab. */
  userTerm: string;
}

export function QuickSearchPanel({ tab, onTabChange, term, userTerm }: QuickSearchPanelProps) {
  const { t } = useTranslation();
  return (
    <Tabs
      value={tab}
      onChange={(value) => {
        const next = SEARCH_TABS.find((candidate) => candidate === value);
        if (next) onTabChange(next);
      }}
      keepMounted={false}
    >
      <Tabs.List grow>
        {SEARCH_TABS.map((value) => (
          <Tabs.Tab key={value} value={value}>
            {t(`search.tabs.${value}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <ScrollArea.Autosize mah={SEARCH_RESULTS_MAX_HEIGHT} type="auto" data-testid="quick-search-results">
        {SEARCH_TABS.map((value) => (
          <Tabs.Panel key={value} value={value}>
            {value === 'establishments' ? (
              <EstablishmentResults term={term} active={tab === 'establishments'} />
            ) : value === 'legalStructures' ? (
              <LegalStructureResults term={term} active={tab === 'legalStructures'} />
            ) : value === 'workgroups' ? (
              <WorkgroupResults term={term} active={tab === 'workgroups'} />
            ) : (
              <UserResults term={userTerm} active={tab === 'users'} />
            )}
          </Tabs.Panel>
        ))}
      </ScrollArea.Autosize>
    </Tabs>
  );
}
