import { Tabs } from '@mantine/core';
import { CentralAccountsTab } from './central-accounts/CentralAccountsTab.tsx';
import { OpeningHoursTab } from './opening-hours/OpeningHoursTab.tsx';

/** The detail page's tabs built here (issue 6 §4): the others stay listed, disabled. */
const EXTRA_TABS = ['centrals', 'openingHours'] as const;
export const isExtraTab = (tab: string) => (EXTRA_TABS as readonly string[]).includes(tab);

/** The panels of the Centrales and Horaires tabs, inside the page's <Tabs>. */
export function EstablishmentExtraTabPanels({ establishmentId }: { establishmentId: number }) {
  return (
    <>
      <Tabs.Panel value="centrals" pt="md">
        <CentralAccountsTab establishmentId={establishmentId} />
      </Tabs.Panel>
      <Tabs.Panel value="openingHours" pt="md">
        <OpeningHoursTab establishmentId={establishmentId} />
      </Tabs.Panel>
    </>
  );
}
