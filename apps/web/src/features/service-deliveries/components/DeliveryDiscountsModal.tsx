// A delivery's discounts (spec §9 "Service delivery discount"): what each takes off, removing one, and
// adding one — a percentage (10,5 %) or an amount in euros, parsed exactly (hundredths, cents).
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Modal,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { isApiError } from '@vetbo/api-client/client';
import { screenAmount, screenRate } from '@vetbo/domain/money/format';
import { parseEuros } from '@vetbo/domain/money/parse';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMayWrite } from '../../../components/permissions/use-may-write.ts';
import { Icon } from '../../../components/ui/Icon.tsx';
import { actionErrorMessage } from '../../../lib/action-error.ts';
import { showSuccessToast } from '../../../lib/toasts.tsx';
import type { ServiceDelivery } from '../api/deliveries.ts';
import { useDeliveryDiscountActions, useDeliveryDiscounts } from '../api/delivery-discounts.ts';

type Kind = 'PERCENTAGE' | 'AMOUNT';

/** "10,50 %" or "12,00 €": a percentage is kept in hundredths of a percent, an amount in cents. */
const shown = (kind: Kind, value: number) =>
  kind === 'PERCENTAGE' ? screenRate(value) : screenAmount(value);

export function DeliveryDiscountsModal({
  establishmentId,
  delivery,
  onClose,
}: {
  establishmentId: number;
  delivery: ServiceDelivery;
  onClose: () => void;
}) {
  // Opened by a gated action; the gate again, so that nothing else opens it for a role the API refuses.
  const mayWrite = useMayWrite('services');
  const { t } = useTranslation();
  const discounts = useDeliveryDiscounts(delivery.id);
  const { create, remove } = useDeliveryDiscountActions(establishmentId, delivery.id);
  const [kind, setKind] = useState<Kind>('PERCENTAGE');
  const [value, setValue] = useState('');
  const [label, setLabel] = useState('');
  const [errors, setErrors] = useState<{ value?: string; form?: string }>({});

  const add = async () => {
    const parsed = parseEuros(value);
    if (parsed === undefined || parsed <= 0) return setErrors({ value: t('deliveries.discounts.invalid') });
    try {
      await create.mutateAsync({ serviceDeliveryId: delivery.id, kind, value: parsed, label: label || null });
      showSuccessToast(t('deliveries.discounts.added'));
      setValue('');
      setLabel('');
      setErrors({});
    } catch (error) {
      const field = isApiError(error) ? error.fieldErrors.find(({ path }) => path === 'value') : undefined;
      setErrors(field ? { value: field.message } : { form: actionErrorMessage(error) });
    }
  };

  return (
    <Modal
      opened={mayWrite}
      onClose={onClose}
      size="lg"
      title={t('deliveries.discounts.title', { code: delivery.code })}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        <Text size="sm">
          {t('deliveries.discounts.amounts', {
            withoutVat: screenAmount(delivery.unitPriceWithoutVat * delivery.quantity),
            withVat: screenAmount(delivery.amountWithVat),
          })}
        </Text>
        {(discounts.data?.data ?? []).length === 0 ? (
          <Text size="sm" c="dark.6">
            {t('deliveries.discounts.empty')}
          </Text>
        ) : (
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('deliveries.discounts.value')}</Table.Th>
                <Table.Th>{t('deliveries.discounts.label')}</Table.Th>
                <Table.Th>{t('deliveries.discounts.takenOff')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('deliveries.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(discounts.data?.data ?? []).map((discount) => (
                <Table.Tr key={discount.id}>
                  <Table.Td>{shown(discount.kind, discount.value)}</Table.Td>
                  <Table.Td>{discount.label ?? '—'}</Table.Td>
                  <Table.Td>{screenAmount(discount.amountWithoutVat)}</Table.Td>
                  <Table.Td>
                    {!delivery.invoiced && (
                      <ActionIcon
                        variant="subtle"
                        color="red.9"
                        loading={remove.isPending && remove.variables === discount.id}
                        aria-label={t('deliveries.discounts.remove', {
                          value: shown(discount.kind, discount.value),
                        })}
                        onClick={() =>
                          void remove
                            .mutateAsync(discount.id)
                            .then(() => showSuccessToast(t('deliveries.discounts.removed')))
                            .catch(() => undefined)
                        }
                      >
                        <Icon name="x" size={16} />
                      </ActionIcon>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {delivery.invoiced ? (
          <Alert
            color="orange.9"
            variant="outline"
            styles={{ title: { color: 'var(--mantine-color-dark-7)' } }}
            title={t('deliveries.discounts.invoiced')}
          />
        ) : (
          <Stack gap="sm">
            <Group align="flex-start" grow>
              <Select
                label={t('deliveries.discounts.kind')}
                allowDeselect={false}
                value={kind}
                onChange={(next) => setKind((next as Kind) ?? 'PERCENTAGE')}
                data={(['PERCENTAGE', 'AMOUNT'] as const).map((k) => ({
                  value: k,
                  label: t(`deliveries.discounts.kinds.${k}`),
                }))}
              />
              <TextInput
                label={t(
                  kind === 'PERCENTAGE' ? 'deliveries.discounts.percent' : 'deliveries.discounts.euros',
                )}
                inputMode="decimal"
                value={value}
                onChange={(event) => setValue(event.currentTarget.value)}
                error={errors.value}
                required
              />
            </Group>
            <TextInput
              label={t('deliveries.discounts.label')}
              value={label}
              onChange={(event) => setLabel(event.currentTarget.value)}
              maxLength={150}
            />
            {errors.form && (
              <Text size="sm" c="red.9" role="alert">
                {errors.form}
              </Text>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t('common.close')}
              </Button>
              <Button loading={create.isPending} onClick={() => void add()}>
                {t('deliveries.discounts.add')}
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </Modal>
  );
}
