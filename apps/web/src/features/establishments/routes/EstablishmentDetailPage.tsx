import { Badge, Button, Group, Stack, Tabs, Text, Title, VisuallyHidden } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import type { Establishment } from '@vetbo/domain/establishments';
import { type ReactNode, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyComponent } from '../../../app/lazy-page.ts';
import { DocumentsPanel } from '../../../components/files/DocumentsPanel.tsx';
import { ImagesGrid } from '../../../components/files/ImagesGrid.tsx';
import { Icon } from '../../../components/ui/Icon.tsx';
import { usePageTitle } from '../../../hooks/usePageTitle.ts';
import { markPrimaryContentShown } from '../../../lib/first-paint.ts';
import { establishmentQueryOptions, useEstablishment } from '../api/get-establishment.ts';
import { ActivitiesDrawer } from '../components/ActivitiesDrawer.tsx';
import { CentralAccountsTab } from '../components/central-accounts/CentralAccountsTab.tsx';
import { EstablishmentActivities } from '../components/EstablishmentActivities.tsx';
import { EstablishmentFormDrawer } from '../components/EstablishmentFormDrawer.tsx';
import { EstablishmentHistory } from '../components/EstablishmentHistory.tsx';
import { EstablishmentInformation } from '../components/EstablishmentInformation.tsx';
import { EstablishmentNetwork } from '../components/EstablishmentNetwork.tsx';
import { OpeningHoursTab } from '../components/opening-hours/OpeningHoursTab.tsx';
import { TransferButton } from '../components/transfer/TransferDrawer.tsx';
import { ESTABLISHMENT_TABS, type EstablishmentTab } from './establishment-tabs.ts';

// The team tab comes with the people screens' texts (job titles, departments), when it is opened.
const TeamTab = lazyComponent(() =>
  Promise.all([
    import('../../teams/components/TeamTab.tsx'),
    import('../../users/messages.ts').then((m) => m.loadUserMessages()),
  ]).then(([m]) => m.TeamTab),
);

// The services tabs bring the subscription panels' code and texts when they are opened.
const ServicesTab = lazyComponent(() =>
  import('../../subscriptions/components/ServicesTab.tsx').then((m) => m.ServicesTab),
);
const SubscriptionsTab = lazyComponent(() =>
  import('../../subscriptions/components/SubscriptionsTab.tsx').then((m) => m.SubscriptionsTab),
);

const DeliveriesTab = lazyComponent(() =>
  import('../../service-deliveries/components/DeliveriesTab.tsx').then((m) => m.DeliveriesTab),
);

// The contracts tab brings the create-contract panel and its texts when it is opened.
const ContractsTab = lazyComponent(() =>
  import('../../contracts/components/ContractsTab.tsx').then((m) => m.ContractsTab),
);

const route = getRouteApi('/{-$locale}/_authenticated/establishments/$id');

interface PanelContext {
  establishment: Establishment;
  openActivities: () => void;
}

/**
 * What each built tab shows (spec §2.6). A tab of ESTABLISHMENT_TABS without an entry here is listed,
 * disabled, as "coming soon": building a tab is one line here.
 */
const PANELS: Partial<Record<EstablishmentTab, (context: PanelContext) => ReactNode>> = {
  information: ({ establishment, openActivities }) => (
    <Stack gap="md">
      <EstablishmentInformation establishment={establishment} />
      <EstablishmentActivities id={establishment.id} onEdit={openActivities} />
    </Stack>
  ),
  team: ({ establishment }) => (
    <Suspense fallback={null}>
      <TeamTab owner={{ kind: 'establishment', id: establishment.id }} />
    </Suspense>
  ),
  services: ({ establishment }) => (
    <Suspense fallback={null}>
      <ServicesTab establishmentId={establishment.id} />
    </Suspense>
  ),
  subscriptions: ({ establishment }) => (
    <Suspense fallback={null}>
      <SubscriptionsTab
        establishmentId={establishment.id}
        mainBillingAccountId={establishment.mainBillingAccountId}
      />
    </Suspense>
  ),
  serviceDeliveries: ({ establishment }) => (
    <Suspense fallback={null}>
      <DeliveriesTab establishmentId={establishment.id} />
    </Suspense>
  ),
  contracts: ({ establishment }) => (
    <Suspense fallback={null}>
      <ContractsTab establishment={establishment} />
    </Suspense>
  ),
  warehouses: ({ establishment }) => <CentralAccountsTab establishmentId={establishment.id} />,
  network: ({ establishment }) => <EstablishmentNetwork id={establishment.id} />,
  openingHours: ({ establishment }) => <OpeningHoursTab establishmentId={establishment.id} />,
  pictures: ({ establishment }) => <ImagesGrid owner={{ veterinaryEstablishmentId: establishment.id }} />,
  documents: ({ establishment }) => (
    <DocumentsPanel owner={{ veterinaryEstablishmentId: establishment.id }} />
  ),
  history: ({ establishment }) => (
    <EstablishmentHistory id={establishment.id} addressId={establishment.mainAddressId} />
  ),
};

type Panel = 'edit' | 'activities';

export function EstablishmentDetailPage() {
  // The loader fetched the establishment before this renders: the page is its main content.
  useEffect(markPrimaryContentShown, []);
  const { t } = useTranslation();
  const { id } = route.useLoaderData();
  const { panel, tab: wanted = 'information' } = route.useSearch();
  const navigate = route.useNavigate();
  const queryClient = useQueryClient();
  const { data: versioned } = useEstablishment(id);
  const establishment = versioned.data;
  usePageTitle(establishment.name);
  const setPanel = (next: Panel | undefined) =>
    void navigate({ search: (previous) => ({ ...previous, panel: next }), replace: true });
  // A tab not built yet (an old link, a spec path) opens the information tab.
  const tab = PANELS[wanted] ? wanted : 'information';
  const context: PanelContext = {
    establishment,
    openActivities: () => setPanel('activities'),
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={6}>
          <Group gap="sm" align="center">
            <Title order={1}>{establishment.name}</Title>
            <Badge size="lg" variant="outline" color="dark" radius="sm">
              {establishment.privilegedCode}
            </Badge>
          </Group>
          <Text c="dimmed">{t(`establishments.types.${establishment.type}`)}</Text>
        </Stack>
        <Group gap="sm">
          <TransferButton establishment={establishment} />
          <Button leftSection={<Icon name="pencil" size={16} />} onClick={() => setPanel('edit')}>
            {t('establishments.detail.edit')}
          </Button>
        </Group>
      </Group>
      {/* The open tab is in the URL (?tab=), so a reload or a link comes back to it. */}
      <Tabs
        value={tab}
        onChange={(next) =>
          void navigate({
            search: (previous) => ({
              ...previous,
              tab: next === 'information' ? undefined : (next as EstablishmentTab),
            }),
            replace: true,
          })
        }
        keepMounted={false}
      >
        <Tabs.List aria-label={t('establishments.detail.tabsLabel')}>
          {ESTABLISHMENT_TABS.map((value) =>
            PANELS[value] ? (
              <Tabs.Tab key={value} value={value}>
                {t(`establishmentPage.tabs.${value}`)}
              </Tabs.Tab>
            ) : (
              <Tabs.Tab key={value} value={value} disabled title={t('common.comingSoon')}>
                {t(`establishmentPage.tabs.${value}`)}
                <VisuallyHidden> ({t('common.comingSoon')})</VisuallyHidden>
              </Tabs.Tab>
            ),
          )}
        </Tabs.List>
        {ESTABLISHMENT_TABS.map((value) => {
          const render = PANELS[value];
          return (
            render && (
              <Tabs.Panel key={value} value={value} pt="md">
                {render(context)}
              </Tabs.Panel>
            )
          );
        })}
      </Tabs>
      <EstablishmentFormDrawer
        mode="edit"
        record={versioned}
        opened={panel === 'edit'}
        onClose={() => setPanel(undefined)}
        onSaved={() => setPanel(undefined)}
        onReload={() => queryClient.fetchQuery({ ...establishmentQueryOptions(id), staleTime: 0 })}
      />
      <ActivitiesDrawer
        establishmentId={id}
        opened={panel === 'activities'}
        onClose={() => setPanel(undefined)}
      />
    </Stack>
  );
}
