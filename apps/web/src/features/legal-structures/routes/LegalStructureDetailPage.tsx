import { Badge } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ChangeHistory } from '../../../components/detail/ChangeHistory.tsx';
import { DetailPage } from '../../../components/detail/DetailPage.tsx';
import { DetailTabs } from '../../../components/detail/DetailTabs.tsx';
import { usePanelSearch } from '../../../hooks/usePanelSearch.ts';
import { legalStructureQueryOptions, useLegalStructure } from '../api/legal-structures.ts';
import { LegalStructureFormDrawer } from '../components/LegalStructureFormDrawer.tsx';
import { LegalStructureInformation } from '../components/LegalStructureInformation.tsx';
import { StructureBillingAccounts } from '../components/StructureBillingAccounts.tsx';
import { StructureEstablishments } from '../components/StructureEstablishments.tsx';
import { StructureGroups } from '../components/StructureGroups.tsx';
import { legalStructureTabs } from './legal-structure-tabs.ts';

const route = getRouteApi('/{-$locale}/_authenticated/legalStructures/$id');

export function LegalStructureDetailPage() {
  const { t } = useTranslation();
  const { id } = route.useLoaderData();
  const { panel, tab } = route.useSearch();
  const setPanel = usePanelSearch<'edit'>();
  const queryClient = useQueryClient();
  const { data: versioned } = useLegalStructure(id);
  const structure = versioned.data;

  return (
    <DetailPage
      title={structure.socialReason}
      badge={
        structure.legalForm && (
          <Badge size="lg" variant="outline" color="dark" radius="sm">
            {structure.legalForm}
          </Badge>
        )
      }
      subtitle={structure.legalCode ?? ''}
      edit={{
        label: t('legalStructures.detail.edit'),
        onClick: () => setPanel('edit'),
        area: 'legalStructures',
      }}
    >
      <DetailTabs
        tabs={legalStructureTabs}
        value={tab}
        ariaLabel={t('legalStructures.detail.tabsLabel')}
        panels={{
          information: () => <LegalStructureInformation structure={structure} />,
          establishments: () => <StructureEstablishments id={id} />,
          groups: () => <StructureGroups id={id} />,
          billingAccounts: () => <StructureBillingAccounts id={id} />,
          history: () => (
            <ChangeHistory
              resource="legal_structures"
              id={id}
              fieldLabel={(field) =>
                t(`legalStructures.fields.${field}` as 'legalStructures.fields.socialReason', {
                  defaultValue: field,
                })
              }
            />
          ),
        }}
      />
      <LegalStructureFormDrawer
        mode="edit"
        record={versioned}
        opened={panel === 'edit'}
        onClose={() => setPanel(undefined)}
        onSaved={() => setPanel(undefined)}
        onReload={() => queryClient.fetchQuery({ ...legalStructureQueryOptions(id), staleTime: 0 })}
      />
    </DetailPage>
  );
}
