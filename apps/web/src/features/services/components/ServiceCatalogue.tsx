import { Alert, Badge, Button, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { screenAmount } from '@vetbo/domain/money/format';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyComponent } from '../../../app/lazy-page.ts';
import { AfterPrimaryContent } from '../../../components/layout/AfterPrimaryContent.tsx';
import { useMayWrite } from '../../../components/permissions/use-may-write.ts';
import { Icon } from '../../../components/ui/Icon.tsx';
import { usePageTitle } from '../../../hooks/usePageTitle.ts';
import { markPrimaryContentShown } from '../../../lib/first-paint.ts';
import { useServiceCatalogue, type VeterinaryService } from '../api/catalogue.ts';
import { loadServiceMessages } from '../messages.ts';
import type { CatalogueSearch } from '../search-params.ts';
import { MedicinePackagePrices } from './MedicinePackagePrices.tsx';
import { ServicesTabs } from './ServicesTabs.tsx';

// The panel's code (Drawer, inputs, zod and the domain schema) and texts come when it first opens.
const ServiceOptionFormDrawer = lazyComponent(() =>
  Promise.all([import('./ServiceOptionFormDrawer.tsx'), loadServiceMessages()]).then(
    ([m]) => m.ServiceOptionFormDrawer,
  ),
);

// Each service's predefined deliveries (their own feature): code and texts come after the catalogue's rows.
const DeliveryOptionsSection = lazyComponent(() =>
  import('../../delivery-options/public.ts').then(async (m) => {
    await m.loadDeliveryOptionMessages();
    return m.DeliveryOptionsSection;
  }),
);

interface ServiceCatalogueProps {
  search: CatalogueSearch;
  onChange: (patch: Partial<CatalogueSearch>) => void;
}

function StatusBadge({ status }: { status: 'ENABLED' | 'DISABLED' }) {
  const { t } = useTranslation();
  return (
    <Badge variant="outline" color={status === 'ENABLED' ? 'teal.9' : 'dark.7'} radius="sm" tt="none">
      {t(`services.option.statuses.${status}`)}
    </Badge>
  );
}

function ServiceSection({
  service,
  canWrite,
  onEdit,
}: {
  service: VeterinaryService;
  canWrite: boolean;
  onEdit: (optionId: number) => void;
}) {
  const { t } = useTranslation();
  const headingId = `service-${service.id}`;
  const facts = [
    { label: t('services.catalogue.creditor'), value: service.creditor.name },
    { label: t('services.catalogue.accountingCode'), value: service.accountingCode },
    { label: t('services.catalogue.vatCategory'), value: t(`vatCategories.${service.vatCategory}`) },
  ];
  return (
    <Paper withBorder radius="sm" p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <Title order={2} size="h4" id={headingId}>
            <Text span inherit ff="monospace">
              {service.code}
            </Text>{' '}
            — {service.entitled}
          </Title>
          <Group gap="lg" wrap="wrap">
            {facts.map((fact) => (
              <Text key={fact.label} size="sm">
                <Text span size="sm" c="dimmed">
                  {fact.label} :
                </Text>{' '}
                {fact.value}
              </Text>
            ))}
          </Group>
        </Group>
        {service.options.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('services.catalogue.noOptions')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={640} type="native">
            <Table
              withTableBorder
              striped
              layout="fixed"
              aria-label={t('services.catalogue.options', { code: service.code })}
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w="24%">{t('services.option.code')}</Table.Th>
                  <Table.Th>{t('services.option.entitled')}</Table.Th>
                  <Table.Th w="16%" ta="right">
                    {t('services.option.price')}
                  </Table.Th>
                  <Table.Th w="14%">{t('services.option.status')}</Table.Th>
                  {canWrite && <Table.Th w="14%">{t('services.option.actions')}</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {service.options.map((option) => (
                  <Table.Tr key={option.id} data-option-code={option.code}>
                    <Table.Td ff="monospace">{option.code}</Table.Td>
                    <Table.Td>{option.entitled}</Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {screenAmount(option.unitPriceWithoutVat)}
                    </Table.Td>
                    <Table.Td>
                      <StatusBadge status={option.status} />
                    </Table.Td>
                    {canWrite && (
                      <Table.Td>
                        <Button
                          data-write-area="services"
                          size="xs"
                          variant="default"
                          leftSection={<Icon name="pencil" size={14} />}
                          aria-label={t('services.option.editLabel', { code: option.code })}
                          onClick={() => onEdit(option.id)}
                        >
                          {t('services.option.edit')}
                        </Button>
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <AfterPrimaryContent placeholder={null}>
          <DeliveryOptionsSection service={service} />
        </AfterPrimaryContent>
      </Stack>
    </Paper>
  );
}

/**
 * /overview/services: every service (code, creditor, accounting code, VAT) with its options (code, label,
 * yearly price without VAT, status). Staff who write the catalogue edit an option in a side panel
 * (`?option=<id>`); the others (an accountant) only read.
 */
export function ServiceCatalogue({ search, onChange }: ServiceCatalogueProps) {
  const { t } = useTranslation();
  usePageTitle(t('services.title'));
  const catalogue = useServiceCatalogue();
  const canWrite = useMayWrite('services');
  const services = catalogue.data?.services ?? [];
  const settled = catalogue.data !== undefined || catalogue.isError;
  // The panel mounts the first time an option opens, then stays (so that it can animate its closing).
  const [panelUsed, setPanelUsed] = useState(search.option !== undefined);

  // The catalogue is the screen's main content: once shown, secondary widgets may download.
  useEffect(() => {
    if (settled) markPrimaryContentShown();
  }, [settled]);
  useEffect(() => {
    if (search.option !== undefined) setPanelUsed(true);
  }, [search.option]);

  const serviceOf = (optionId: number | undefined) =>
    services.find((service) => service.options.some((option) => option.id === optionId));
  const openService = serviceOf(search.option);

  return (
    <Stack gap="md">
      <ServicesTabs current="catalogue" />
      <div>
        <Title order={1}>{t('services.title')}</Title>
        <Text size="sm" c="dimmed" aria-live="polite">
          {catalogue.data ? t('services.catalogue.total', { count: catalogue.data.total }) : '\u00a0'}
        </Text>
      </div>
      {catalogue.isError && !catalogue.data ? (
        <Alert color="red.9" variant="outline" title={t('services.catalogue.error')} role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{catalogue.error.message}</Text>
            <Button size="xs" variant="default" onClick={() => void catalogue.refetch()}>
              {t('common.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : !catalogue.data ? (
        <Group justify="center" py="xl" mih={240}>
          <Loader type="dots" role="status" aria-label={t('common.loading')} />
        </Group>
      ) : services.length === 0 ? (
        <Text fw={500} c="dark.7" ta="center" py="xl">
          {t('services.catalogue.empty')}
        </Text>
      ) : (
        services.map((service) => (
          <ServiceSection
            key={service.id}
            service={service}
            canWrite={canWrite}
            onEdit={(option) => onChange({ option })}
          />
        ))
      )}
      <MedicinePackagePrices
        open={search.medicinePackage}
        onOpen={(medicinePackage) => onChange({ medicinePackage })}
      />
      {canWrite && panelUsed && (
        <Suspense fallback={null}>
          <ServiceOptionFormDrawer
            id={search.option}
            serviceLabel={openService ? `${openService.code} — ${openService.entitled}` : undefined}
            onClose={() => onChange({ option: undefined })}
          />
        </Suspense>
      )}
    </Stack>
  );
}
