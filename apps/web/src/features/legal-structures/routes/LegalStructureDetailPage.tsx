import { Badge, Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ChangeHistory } from '../../../components/detail/ChangeHistory.tsx';
import { Icon } from '../../../components/ui/Icon.tsx';
import { usePageTitle } from '../../../hooks/usePageTitle.ts';
import { markPrimaryContentShown } from '../../../lib/first-paint.ts';
import { legalStructureQueryOptions, useLegalStructure } from '../api/get-legal-structure.ts';
import { LegalStructureFormDrawer } from '../components/LegalStructureFormDrawer.tsx';
import { LegalStructureInformation } from '../components/LegalStructureInformation.tsx';
import { StructureBillingAccounts } from '../components/StructureBillingAccounts.tsx';
import { StructureEstablishments } from '../components/StructureEstablishments.tsx';
import { StructureGroups } from '../components/StructureGroups.tsx';

import { LEGAL_STRUCTURE_TABS, type LegalStructureTab } from '../search-params.ts';

const route = getRouteApi('/{-$locale}/_authenticated/legalStructures/$id');

export function LegalStructureDetailPage() {
  useEffect(markPrimaryContentShown, []);
  const { t } = useTranslation();
  const { id } = route.useLoaderData();
  const { panel, tab = 'information' } = route.useSearch();
  const navigate = route.useNavigate();
  const queryClient = useQueryClient();
  const { data: versioned } = useLegalStructure(id);
  const setPanel = (next: 'edit' | undefined) =>
    void navigate({ search: (previous) => ({ ...previous, panel: next }), replace: true });
  const structure = versioned.data;
  usePageTitle(structure.socialReason);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={6}>
          <Group gap="sm" align="center">
            <Title order={1}>{structure.socialReason}</Title>
            {structure.legalForm && (
              <Badge size="lg" variant="outline" color="dark" radius="sm">
                {structure.legalForm}
              </Badge>
            )}
          </Group>
          <Text c="dimmed">{structure.legalCode}</Text>
        </Stack>
        <Button leftSection={<Icon name="pencil" size={16} />} onClick={() => setPanel('edit')}>
          {t('legalStructures.detail.edit')}
        </Button>
      </Group>
      {/* The open tab is in the URL (?tab=), so a reload or a link comes back to it. */}
      <Tabs
        value={tab}
        onChange={(next) =>
          void navigate({
            search: (previous) => ({
              ...previous,
              tab: next === 'information' ? undefined : (next as LegalStructureTab),
            }),
            replace: true,
          })
        }
        keepMounted={false}
      >
        <Tabs.List aria-label={t('legalStructures.detail.tabsLabel')}>
          {LEGAL_STRUCTURE_TABS.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {t(`legalStructures.detail.tabs.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="information" pt="md">
          <LegalStructureInformation structure={structure} />
        </Tabs.Panel>
        <Tabs.Panel value="establishments" pt="md">
          <StructureEstablishments id={id} />
        </Tabs.Panel>
        <Tabs.Panel value="groups" pt="md">
          <StructureGroups id={id} />
        </Tabs.Panel>
        <Tabs.Panel value="billingAccounts" pt="md">
          <StructureBillingAccounts id={id} />
        </Tabs.Panel>
        <Tabs.Panel value="history" pt="md">
          <ChangeHistory
            resource="legal_structures"
            id={id}
            fieldLabel={(field) =>
              t(`legalStructures.fields.${field}` as 'legalStructures.fields.socialReason', {
                defaultValue: field,
              })
            }
          />
        </Tabs.Panel>
      </Tabs>
      <LegalStructureFormDrawer
        mode="edit"
        record={versioned}
        opened={panel === 'edit'}
        onClose={() => setPanel(undefined)}
        onSaved={() => setPanel(undefined)}
        onReload={() => queryClient.fetchQuery({ ...legalStructureQueryOptions(id), staleTime: 0 })}
      />
    </Stack>
  );
}
