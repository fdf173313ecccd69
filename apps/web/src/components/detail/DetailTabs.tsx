import { Tabs, VisuallyHidden } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import type { StaffRole } from '@vetbo/domain/enums';
import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { DetailTabs as DetailTabsTable } from './detail-tabs.ts';

interface DetailTabsProps<Id extends string> {
  /** The page's tab table (defineDetailTabs). */
  tabs: DetailTabsTable<Id>;
  /** The `?tab=` of the URL (none: the first tab). */
  value: Id | undefined;
  ariaLabel: string;
  /** What each tab shows; a tab without a panel is listed, disabled, as "bientôt disponible". */
  panels: { [K in Id]?: () => ReactNode };
  /** The signed-in user's role, when a tab declares `roles`. */
  role?: StaffRole | null | undefined;
}

/**
 * A detail page's tabs from its table: the open one is in the URL (?tab=), so a reload or a link comes
 * back to it; a tab the user does not see, or one not built yet, opens the first tab.
 */
export function DetailTabs<Id extends string>({ tabs, value, ariaLabel, panels, role }: DetailTabsProps<Id>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const shown = tabs.tabs.filter((tab) => !tab.roles || (role ? tab.roles.includes(role) : false));
  const wanted = value ?? tabs.first;
  const current = shown.some((tab) => tab.id === wanted) && panels[wanted] ? wanted : tabs.first;
  const label = (key: string) => t(key as never) as string;

  return (
    <Tabs
      value={current}
      onChange={(next) =>
        void navigate({
          search: (previous: Record<string, unknown>) => ({
            ...previous,
            tab: tabs.toSearch(next as Id),
          }),
          replace: true,
        } as never)
      }
      keepMounted={false}
    >
      <Tabs.List aria-label={ariaLabel}>
        {shown.map((tab) =>
          panels[tab.id] ? (
            <Tabs.Tab key={tab.id} value={tab.id}>
              {label(tab.label)}
            </Tabs.Tab>
          ) : (
            <Tabs.Tab key={tab.id} value={tab.id} disabled title={t('common.comingSoon')}>
              {label(tab.label)}
              <VisuallyHidden> ({t('common.comingSoon')})</VisuallyHidden>
            </Tabs.Tab>
          ),
        )}
      </Tabs.List>
      {shown.map((tab) => {
        const render = panels[tab.id];
        return (
          render && (
            <Tabs.Panel key={tab.id} value={tab.id} pt="md">
              <Suspense fallback={null}>{render()}</Suspense>
            </Tabs.Panel>
          )
        );
      })}
    </Tabs>
  );
}
