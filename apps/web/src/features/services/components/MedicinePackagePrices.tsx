import { Alert, Button, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { screenAmount } from '@vetbo/domain/money/format';
import { can } from '@vetbo/domain/permissions';
import { NGO_AM_B_TURNOVER_CENTS } from '@vetbo/domain/services/catalogue';
import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { medicinePackagePricesApi } from '../../../app/api/medicine-package-prices.ts';
import { lazyComponent } from '../../../app/lazy-page.ts';
import { Icon } from '../../../components/ui/Icon.tsx';
import { useMe } from '../../auth/public.ts';
import { loadServiceMessages } from '../messages.ts';

// The panel's code (the form kit, zod and the domain schema) and texts come when it first opens.
const MedicinePackagePriceDrawer = lazyComponent(() =>
  Promise.all([import('./MedicinePackagePriceDrawer.tsx'), loadServiceMessages()]).then(
    ([m]) => m.MedicinePackagePriceDrawer,
  ),
);

const PACKAGES_QUERY = { sortCode: 'asc' } as const;
const name = (code: string) => code.slice(-1);
const turnover = {
  from: screenAmount(NGO_AM_B_TURNOVER_CENTS.from),
  to: screenAmount(NGO_AM_B_TURNOVER_CENTS.to),
};

interface MedicinePackagePricesProps {
  /** The package whose price is open in the side panel (the URL's `medicinePackage`). */
  open: number | undefined;
  onOpen: (id: number | undefined) => void;
}

/**
 * The catalogue's "Forfaits médicaments NGO-AM": the yearly price each package adds to an NGO-AM
 * subscription, by the establishment's turnover. Every staff role reads it; an ADMIN changes a price.
 */
export function MedicinePackagePrices({ open, onOpen }: MedicinePackagePricesProps) {
  const { t } = useTranslation();
  const prices = medicinePackagePricesApi.useList(PACKAGES_QUERY);
  const canWrite = can(useMe().data?.staffRole, 'write', 'medicinePackagePrices');
  // The panel keeps the package it showed while it closes (so that it can animate its closing).
  const shown = useRef<number | undefined>(open);
  useEffect(() => {
    if (open !== undefined) shown.current = open;
  }, [open]);
  const panelId = open ?? shown.current;
  const rows = prices.data?.data ?? [];
  const codeOf = (id: number | undefined) => rows.find((row) => row.id === id)?.code ?? '';

  return (
    <Paper withBorder radius="sm" p="md" component="section" aria-labelledby="medicine-packages">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id="medicine-packages">
            {t('services.medicinePackages.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('services.medicinePackages.intro')}
          </Text>
        </div>
        {prices.isError && !prices.data ? (
          <Alert color="red.9" variant="outline" title={t('services.medicinePackages.error')} role="alert">
            <Button size="xs" variant="default" onClick={() => void prices.refetch()}>
              {t('common.retry')}
            </Button>
          </Alert>
        ) : !prices.data ? (
          <Group justify="center" py="md">
            <Loader type="dots" role="status" aria-label={t('common.loading')} />
          </Group>
        ) : (
          <Table.ScrollContainer minWidth={560} type="native">
            <Table withTableBorder striped layout="fixed" aria-label={t('services.medicinePackages.title')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w="16%">{t('services.medicinePackages.package')}</Table.Th>
                  <Table.Th>{t('services.medicinePackages.turnover')}</Table.Th>
                  <Table.Th w="20%" ta="right">
                    {t('services.medicinePackages.price')}
                  </Table.Th>
                  {canWrite && <Table.Th w="16%">{t('services.option.actions')}</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.id} data-package-code={row.code}>
                    <Table.Td>{name(row.code)}</Table.Td>
                    <Table.Td>{t(`services.medicinePackages.turnovers.${row.code}`, turnover)}</Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {screenAmount(row.priceWithoutVat)}
                    </Table.Td>
                    {canWrite && (
                      <Table.Td>
                        <Button
                          size="xs"
                          variant="default"
                          leftSection={<Icon name="pencil" size={14} />}
                          aria-label={t('services.medicinePackages.editLabel', { name: name(row.code) })}
                          onClick={() => onOpen(row.id)}
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
      </Stack>
      {canWrite && rows.some((row) => row.id === panelId) && panelId !== undefined && (
        <Suspense fallback={null}>
          <MedicinePackagePriceDrawer
            id={panelId}
            name={name(codeOf(panelId))}
            opened={open !== undefined}
            onClose={() => onOpen(undefined)}
          />
        </Suspense>
      )}
    </Paper>
  );
}
