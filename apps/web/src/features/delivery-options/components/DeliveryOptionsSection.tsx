import { Alert, Badge, Box, Button, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { screenAmount } from '@vetbo/domain/money/format';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyComponent } from '../../../app/lazy-page.ts';
import { ConfirmModal } from '../../../components/feedback/ConfirmModal.tsx';
import { WriteAction, WriteMark } from '../../../components/permissions/WriteAction.tsx';
import { Icon } from '../../../components/ui/Icon.tsx';
import { useCrudDrawers } from '../../../hooks/useCrudDrawers.ts';
import { actionErrorMessage } from '../../../lib/action-error.ts';
import { showSuccessToast } from '../../../lib/toasts.tsx';
import {
  type DeliveryOption,
  getDeliveryOption,
  useRemoveDeliveryOption,
  useServiceDeliveryOptions,
  useSetDeliveryOptionStatus,
} from '../api/delivery-options.ts';
import type { CatalogueService } from './DeliveryOptionFormDrawer.tsx';

// The panel's code (Drawer, inputs, zod and the domain schema) comes when a writer first opens it.
const DeliveryOptionFormDrawer = lazyComponent(() =>
  import('./DeliveryOptionFormDrawer.tsx').then((m) => m.DeliveryOptionFormDrawer),
);

/**
 * A catalogue service's "Prestations prédéfinies" (spec §3.7: the one-off services that prefill a
 * delivery): code, label, type, unit price without VAT, VAT, revenue account, state. Staff who write the
 * catalogue (area `services`, as the API's routes) add, edit, disable (kept on the deliveries made from it,
 * no longer offered for a new one), enable again and delete them; the others only read.
 */
export function DeliveryOptionsSection({ service }: { service: CatalogueService }) {
  const { t } = useTranslation();
  const options = useServiceDeliveryOptions(service.id);
  const remove = useRemoveDeliveryOption();
  const crud = useCrudDrawers<DeliveryOption>({
    area: 'services',
    load: getDeliveryOption,
    remove: (version) => remove.mutateAsync({ id: version.data.id, etag: version.etag }),
    removedMessage: t('deliveryOptions.deleteDialog.deleted'),
    staleRemoveMessage: t('deliveryOptions.deleteDialog.stale'),
  });
  const status = useSetDeliveryOptionStatus();
  const [switching, setSwitching] = useState<DeliveryOption>();
  const [switchError, setSwitchError] = useState<string>();
  const switchTo = switching?.status === 'DISABLED' ? 'enable' : 'disable';
  const closeSwitch = () => {
    setSwitching(undefined);
    setSwitchError(undefined);
  };
  const confirmSwitch = async () => {
    if (!switching) return;
    try {
      await status.set(switching.id, switchTo === 'enable' ? 'ENABLED' : 'DISABLED');
      showSuccessToast(t(`deliveryOptions.${switchTo}Dialog.done`));
      closeSwitch();
    } catch (refused) {
      setSwitchError(actionErrorMessage(refused));
    }
  };
  // The panel's chunk is fetched the first time a panel opens, not for every writer's visit.
  const [panelUsed, setPanelUsed] = useState(false);
  if (!panelUsed && (crud.create.opened || crud.edit.record)) setPanelUsed(true);

  const caption = t('deliveryOptions.caption', { code: service.code });
  const rows = options.data?.data ?? [];
  return (
    // Named by its service: the catalogue holds one such section per service.
    <Box component="section" aria-label={caption} data-testid={`delivery-options-${service.code}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Title order={3} size="h5">
            {t('deliveryOptions.title')}
          </Title>
          <WriteAction area={crud.area}>
            <Button
              size="xs"
              variant="default"
              leftSection={<Icon name="plus" size={14} />}
              aria-label={t('deliveryOptions.newLabel', { code: service.code })}
              onClick={crud.create.open}
            >
              {t('deliveryOptions.new')}
            </Button>
          </WriteAction>
        </Group>
        {options.isError && !options.data ? (
          <Alert color="red.9" variant="outline" title={t('deliveryOptions.error')} role="alert">
            <Button size="xs" variant="default" onClick={() => void options.refetch()}>
              {t('common.retry')}
            </Button>
          </Alert>
        ) : !options.data ? (
          <Group justify="center" py="sm">
            <Loader type="dots" size="sm" role="status" aria-label={t('common.loading')} />
          </Group>
        ) : rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('deliveryOptions.empty')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={crud.mayWrite ? 1060 : 820} type="native">
            {/* Fixed widths add up to 82 %: the label takes the rest (at 100 % it had none), the actions wrap. */}
            <Table withTableBorder striped layout="fixed" aria-label={caption}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w="11%">{t('deliveryOptions.columns.code')}</Table.Th>
                  <Table.Th>{t('deliveryOptions.columns.entitled')}</Table.Th>
                  <Table.Th w="9%">{t('deliveryOptions.columns.type')}</Table.Th>
                  <Table.Th w="10%" ta="right">
                    {t('deliveryOptions.columns.unitPrice')}
                  </Table.Th>
                  <Table.Th w="10%">{t('deliveryOptions.columns.vat')}</Table.Th>
                  <Table.Th w="8%">{t('deliveryOptions.columns.accountingCode')}</Table.Th>
                  <Table.Th w="10%">{t('deliveryOptions.columns.status')}</Table.Th>
                  {crud.mayWrite && <Table.Th w="24%">{t('deliveryOptions.columns.actions')}</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((option) => (
                  <Table.Tr key={option.id} data-delivery-option-code={option.code}>
                    <Table.Td ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                      {option.code}
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{option.entitled}</Text>
                      {option.invoiceLineEntitledPattern && (
                        <Text size="xs" c="dimmed" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                          {option.invoiceLineEntitledPattern}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{t(`deliveryOptions.types.${option.type}`)}</Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {screenAmount(option.unitPriceWithoutVat)}
                    </Table.Td>
                    <Table.Td>{t(`vatCategories.${option.vatCategory}`)}</Table.Td>
                    <Table.Td ff="monospace">{option.accountingCode}</Table.Td>
                    <Table.Td>
                      {/* The outline says the state, the text stays dark (axe contrast on striped rows). */}
                      <Badge
                        variant="outline"
                        radius="sm"
                        tt="none"
                        color={option.status === 'ENABLED' ? 'teal.9' : 'gray.7'}
                        styles={{ label: { color: 'var(--mantine-color-dark-7)' } }}
                      >
                        {t(`deliveryOptions.statuses.${option.status}`)}
                      </Badge>
                    </Table.Td>
                    {crud.mayWrite && (
                      <Table.Td>
                        <Group gap={4}>
                          <WriteMark area={crud.area}>
                            <Button
                              size="xs"
                              variant="default"
                              leftSection={<Icon name="pencil" size={14} />}
                              loading={crud.opening === option.id}
                              aria-label={t('deliveryOptions.editLabel', { code: option.code })}
                              onClick={() => crud.edit.open(option.id)}
                            >
                              {t('deliveryOptions.edit')}
                            </Button>
                          </WriteMark>
                          <WriteMark area={crud.area}>
                            <Button
                              size="xs"
                              variant="default"
                              aria-label={t(
                                option.status === 'DISABLED'
                                  ? 'deliveryOptions.enableLabel'
                                  : 'deliveryOptions.disableLabel',
                                { code: option.code },
                              )}
                              onClick={() => setSwitching(option)}
                            >
                              {t(
                                option.status === 'DISABLED'
                                  ? 'deliveryOptions.enable'
                                  : 'deliveryOptions.disable',
                              )}
                            </Button>
                          </WriteMark>
                          <WriteMark area={crud.area}>
                            <Button
                              size="xs"
                              variant="default"
                              leftSection={<Icon name="x" size={14} />}
                              aria-label={t('deliveryOptions.deleteLabel', { code: option.code })}
                              onClick={() => crud.remove.open(option.id)}
                            >
                              {t('deliveryOptions.delete')}
                            </Button>
                          </WriteMark>
                        </Group>
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      {panelUsed && (
        <Suspense fallback={null}>
          {crud.drawers((props) => (
            <DeliveryOptionFormDrawer service={service} {...props} />
          ))}
        </Suspense>
      )}
      <ConfirmModal
        opened={switching !== undefined}
        onClose={closeSwitch}
        title={t(`deliveryOptions.${switchTo}Dialog.title`)}
        confirmLabel={t(`deliveryOptions.${switchTo}Dialog.confirm`)}
        danger={switchTo === 'disable'}
        pending={status.isPending}
        alert={switchError ? { text: switchError } : undefined}
        onConfirm={() => void confirmSwitch()}
        data-testid="delivery-option-status-modal"
      >
        {switching &&
          t(`deliveryOptions.${switchTo}Dialog.message`, {
            code: switching.code,
            entitled: switching.entitled,
          })}
      </ConfirmModal>
      <ConfirmModal
        {...crud.remove.modalProps}
        title={t('deliveryOptions.deleteDialog.title')}
        confirmLabel={t('deliveryOptions.deleteDialog.confirm')}
        data-testid="delivery-option-delete-modal"
      >
        {crud.remove.record &&
          t('deliveryOptions.deleteDialog.message', {
            code: crud.remove.record.data.code,
            entitled: crud.remove.record.data.entitled,
          })}
      </ConfirmModal>
    </Box>
  );
}
