import { Badge, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { lazyComponent } from '../../../app/lazy-page.ts';
import { DetailPage } from '../../../components/detail/DetailPage.tsx';
import { DetailTabs } from '../../../components/detail/DetailTabs.tsx';
import { DocumentsPanel } from '../../../components/files/DocumentsPanel.tsx';
import { ImagesGrid } from '../../../components/files/ImagesGrid.tsx';
import { usePanelSearch } from '../../../hooks/usePanelSearch.ts';
import { establishmentQueryOptions, useEstablishment } from '../api/establishments.ts';
import { ActivitiesDrawer } from '../components/ActivitiesDrawer.tsx';
import { EstablishmentAddresses } from '../components/addresses/EstablishmentAddresses.tsx';
import { CentralAccountsTab } from '../components/central-accounts/CentralAccountsTab.tsx';
import { EstablishmentActivities } from '../components/EstablishmentActivities.tsx';
import { EstablishmentClientsTab } from '../components/EstablishmentClientsTab.tsx';
import { EstablishmentFormDrawer } from '../components/EstablishmentFormDrawer.tsx';
import { EstablishmentHistory } from '../components/EstablishmentHistory.tsx';
import { EstablishmentInformation } from '../components/EstablishmentInformation.tsx';
import { EstablishmentNetwork } from '../components/EstablishmentNetwork.tsx';
import { OpeningHoursTab } from '../components/opening-hours/OpeningHoursTab.tsx';
import { TransferButton } from '../components/transfer/TransferDrawer.tsx';
import { establishmentTabs } from './establishment-tabs.ts';

// The team tab comes with the people screens' texts (job titles, departments), when it is opened.
const TeamTab = lazyComponent(() =>
  Promise.all([
    import('../../teams/public.ts'),
    import('../../users/public.ts').then((m) => m.loadUserMessages()),
  ]).then(([m]) => m.TeamTab),
);

// The services tabs bring the subscription panels' code and texts when they are opened.
const ServicesTab = lazyComponent(() => import('../../subscriptions/public.ts').then((m) => m.ServicesTab));
const SubscriptionsTab = lazyComponent(() =>
  import('../../subscriptions/public.ts').then((m) => m.SubscriptionsTab),
);

const DeliveriesTab = lazyComponent(() =>
  import('../../service-deliveries/public.ts').then((m) => m.DeliveriesTab),
);

// The contracts tab brings the create-contract panel and its texts when it is opened.
const ContractsTab = lazyComponent(() => import('../../contracts/public.ts').then((m) => m.ContractsTab));

const route = getRouteApi('/{-$locale}/_authenticated/establishments/$id');

type Panel = 'edit' | 'activities';

export function EstablishmentDetailPage() {
  const { t } = useTranslation();
  const { id } = route.useLoaderData();
  const { panel, tab } = route.useSearch();
  const setPanel = usePanelSearch<Panel>();
  const queryClient = useQueryClient();
  const { data: versioned } = useEstablishment(id);
  const establishment = versioned.data;

  return (
    <DetailPage
      title={establishment.name}
      badge={
        <Badge size="lg" variant="outline" color="dark" radius="sm">
          {establishment.privilegedCode}
        </Badge>
      }
      subtitle={t(`establishments.types.${establishment.type}`)}
      actions={<TransferButton establishment={establishment} />}
      edit={{
        label: t('establishments.detail.edit'),
        onClick: () => setPanel('edit'),
        area: 'establishments',
      }}
    >
      {/* What each built tab shows (spec §2.6); a tab of establishment-tabs.ts without one is "coming soon". */}
      <DetailTabs
        tabs={establishmentTabs}
        value={tab}
        ariaLabel={t('establishments.detail.tabsLabel')}
        panels={{
          information: () => (
            <Stack gap="md">
              <EstablishmentInformation establishment={establishment} />
              <EstablishmentAddresses establishment={versioned} />
              <EstablishmentActivities id={id} onEdit={() => setPanel('activities')} />
            </Stack>
          ),
          team: () => <TeamTab owner={{ kind: 'establishment', id }} />,
          clients: () => (
            <EstablishmentClientsTab
              establishmentId={id}
              mainBillingAccountId={establishment.mainBillingAccountId}
            />
          ),
          services: () => <ServicesTab establishmentId={id} />,
          subscriptions: () => (
            <SubscriptionsTab
              establishmentId={id}
              mainBillingAccountId={establishment.mainBillingAccountId}
            />
          ),
          serviceDeliveries: () => <DeliveriesTab establishmentId={id} />,
          contracts: () => <ContractsTab establishment={establishment} />,
          warehouses: () => <CentralAccountsTab establishmentId={id} />,
          network: () => <EstablishmentNetwork id={id} />,
          openingHours: () => <OpeningHoursTab establishmentId={id} />,
          pictures: () => <ImagesGrid owner={{ veterinaryEstablishmentId: id }} />,
          documents: () => <DocumentsPanel owner={{ veterinaryEstablishmentId: id }} />,
          history: () => <EstablishmentHistory id={id} addressId={establishment.mainAddressId} />,
        }}
      />
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
    </DetailPage>
  );
}
