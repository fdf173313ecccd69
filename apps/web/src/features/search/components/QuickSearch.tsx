import { ActionIcon, Group, Overlay, Popover, Portal, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useRouterState } from '@tanstack/react-router';
import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyComponent } from '../../../app/lazy-page.ts';
import { Icon } from '../../../components/ui/Icon.tsx';
import {
  inferSearchTab,
  normalizeSearchTerm,
  normalizeUserSearchTerm,
  SEARCH_DEBOUNCE_MS,
  type SearchTab,
} from '../normalize-search-term.ts';

// Both open on demand: their tabs, modal and results are not part of the first screen's download.
const QuickSearchPanel = lazyComponent(() =>
  import('./QuickSearchPanel.tsx').then((m) => m.QuickSearchPanel),
);
const QuickSearchHelpModal = lazyComponent(() =>
  import('./QuickSearchHelpModal.tsx').then((m) => m.QuickSearchHelpModal),
);

// Below the app shell header (z-index 100) so the field stays usable, above the page content.
const BACKDROP_Z_INDEX = 90;

/** Spec §2.9: opens on focus; closes on Escape, a click on the backdrop or a route change. */
export function QuickSearch() {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const [opened, setOpened] = useState(false);
  const [helpOpened, setHelpOpened] = useState(false);
  const [tab, setTab] = useState<SearchTab>('establishments');
  const [debounced] = useDebouncedValue(value, SEARCH_DEBOUNCE_MS);
  const inputRef = useRef<HTMLInputElement>(null);
  const panelId = useId();
  const href = useRouterState({ select: (state) => state.location.href });

  useEffect(() => {
    const inferred = inferSearchTab(debounced);
    if (inferred) setTab(inferred);
  }, [debounced]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the reaction to a new URL
  useEffect(() => setOpened(false), [href]);

  const clear = () => {
    setValue('');
    inputRef.current?.focus();
  };

  return (
    <>
      {opened && (
        <Portal>
          <Overlay
            fixed
            zIndex={BACKDROP_Z_INDEX}
            backgroundOpacity={0.2}
            onClick={() => setOpened(false)}
            data-testid="quick-search-backdrop"
          />
        </Portal>
      )}
      <Popover
        opened={opened}
        onChange={setOpened}
        position="bottom-start"
        width="target"
        withinPortal={false}
        withRoles={false}
        trapFocus={false}
        returnFocus={false}
        shadow="md"
        offset={6}
      >
        <Popover.Target>
          <TextInput
            ref={inputRef}
            type="search"
            name="quickSearch"
            value={value}
            onChange={(event) => {
              setValue(event.currentTarget.value);
              setOpened(true);
            }}
            onFocus={() => setOpened(true)}
            onClick={() => setOpened(true)}
            onKeyDown={(event) => {
              if (event.key !== 'Escape') return;
              // A search input clears itself on Escape; here Escape only closes (the × button clears).
              event.preventDefault();
              setOpened(false);
            }}
            aria-label={t('search.label')}
            aria-describedby={opened ? panelId : undefined}
            placeholder={t('search.placeholder')}
            leftSection={<Icon name="search" size={16} />}
            rightSectionWidth={64}
            rightSectionPointerEvents="all"
            rightSection={
              <Group gap={2} wrap="nowrap">
                {value && (
                  <ActionIcon
                    variant="subtle"
                    color="dark"
                    size="sm"
                    aria-label={t('common.clear')}
                    onClick={clear}
                  >
                    <Icon name="x" size={14} />
                  </ActionIcon>
                )}
                <ActionIcon
                  variant="subtle"
                  color="dark"
                  size="sm"
                  aria-label={t('search.help.open')}
                  onClick={() => setHelpOpened(true)}
                >
                  <Icon name="help" size={16} />
                </ActionIcon>
              </Group>
            }
            w="100%"
            maw={560}
          />
        </Popover.Target>
        <Popover.Dropdown
          p={0}
          id={panelId}
          role="region"
          aria-label={t('search.results')}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setOpened(false);
          }}
        >
          <Suspense>
            <QuickSearchPanel
              tab={tab}
              onTabChange={setTab}
              term={normalizeSearchTerm(debounced)}
              userTerm={normalizeUserSearchTerm(debounced)}
            />
          </Suspense>
        </Popover.Dropdown>
      </Popover>
      {helpOpened && (
        <Suspense>
          <QuickSearchHelpModal opened onClose={() => setHelpOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
