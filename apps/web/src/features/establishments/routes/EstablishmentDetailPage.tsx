import { Badge, Button, Group, Stack, Tabs, Text, Title, VisuallyHidden } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/Icon.tsx';
import { usePageTitle } from '../../../hooks/usePageTitle.ts';
import { markPrimaryContentShown } from '../../../lib/first-paint.ts';
import { useEstablishment } from '../api/get-establishment.ts';
import { EstablishmentExtraTabPanels, isExtraTab } from '../components/EstablishmentExtraTabs.tsx';
import { EstablishmentFormDrawer } from '../components/EstablishmentFormDrawer.tsx';
import { EstablishmentInformation } from '../components/EstablishmentInformation.tsx';
import { TransferButton } from '../components/transfer/TransferDrawer.tsx';

const route = getRouteApi('/{-$locale}/_authenticated/establishments/$id');

/** Spec §2.6: information, centrals and opening hours are built (see EstablishmentExtraTabs); the others are listed, disabled. */
const COMING_TABS = [
  'team',
  'clients',
  'centrals',
  'network',
  'services',
  'subscriptions',
  'serviceDeliveries',
  'openingHours',
  'pictures',
  'documents',
] as const;

export function EstablishmentDetailPage() {
  // The loader fetched the establishment before this renders: the page is its main content.
  useEffect(markPrimaryContentShown, []);
  const { t } = useTranslation();
  const { id } = route.useLoaderData();
  const { panel } = route.useSearch();
  const navigate = route.useNavigate();
  const { data: establishment } = useEstablishment(id);
  usePageTitle(establishment.name);
  const setPanel = (next: 'edit' | undefined) => void navigate({ search: { panel: next }, replace: true });

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
      <Tabs defaultValue="information" keepMounted={false}>
        <Tabs.List aria-label={t('establishments.detail.tabsLabel')}>
          <Tabs.Tab value="information">{t('establishments.detail.tabs.information')}</Tabs.Tab>
          {COMING_TABS.map((tab) =>
            isExtraTab(tab) ? (
              <Tabs.Tab key={tab} value={tab}>
                {t(`establishments.detail.tabs.${tab}`)}
              </Tabs.Tab>
            ) : (
              <Tabs.Tab key={tab} value={tab} disabled title={t('common.comingSoon')}>
                {t(`establishments.detail.tabs.${tab}`)}
                <VisuallyHidden> ({t('common.comingSoon')})</VisuallyHidden>
              </Tabs.Tab>
            ),
          )}
        </Tabs.List>
        <Tabs.Panel value="information" pt="md">
          <EstablishmentInformation establishment={establishment} />
        </Tabs.Panel>
        <EstablishmentExtraTabPanels establishmentId={establishment.id} />
      </Tabs>
      <EstablishmentFormDrawer
        mode="edit"
        establishment={establishment}
        opened={panel === 'edit'}
        onClose={() => setPanel(undefined)}
        onSaved={() => setPanel(undefined)}
      />
    </Stack>
  );
}
