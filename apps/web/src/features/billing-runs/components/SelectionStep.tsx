import { ActionIcon, Button, Group, Stack, Table, Text } from '@mantine/core';
import { screenAmount } from '@vetbo/domain/money/format';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/Icon.tsx';
import type { ServiceDelivery } from './billable.ts';

interface SelectionStepProps {
  deliveries: readonly ServiceDelivery[];
  onRemove: (id: number) => void;
  onCancel: () => void;
  onNext: () => void;
}

/** The stepper's "select": the ticked deliveries (establishment, label, amount before VAT), each removable. */
export function SelectionStep({ deliveries, onRemove, onCancel, onNext }: SelectionStepProps) {
  const { t } = useTranslation();
  const text = (key: string) => t(`billingRuns.deliveries.${key}` as 'billingRuns.deliveries.title');
  const total = deliveries.reduce((sum, delivery) => sum + delivery.amountWithoutVat, 0);
  return (
    <Stack gap="md">
      <Text size="sm">{text('intro')}</Text>
      {deliveries.length === 0 ? (
        <Text c="dimmed">{text('empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={560} type="native">
          <Table withTableBorder data-testid="billing-selection">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{text('establishment')}</Table.Th>
                <Table.Th>{text('label')}</Table.Th>
                <Table.Th ta="right">{text('amount')}</Table.Th>
                <Table.Th aria-label={text('removeColumn')} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {deliveries.map((delivery) => (
                <Table.Tr key={delivery.id}>
                  <Table.Td>{delivery.veterinaryEstablishmentName}</Table.Td>
                  <Table.Td>
                    {delivery.entitled}
                    <Text span size="xs" c="dimmed" display="block">
                      {delivery.code}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {screenAmount(delivery.amountWithoutVat)}
                  </Table.Td>
                  <Table.Td w={48}>
                    <ActionIcon
                      variant="subtle"
                      color="gray.8"
                      aria-label={t('billingRuns.deliveries.remove', {
                        label: `${delivery.code} (${delivery.veterinaryEstablishmentName})`,
                      })}
                      onClick={() => onRemove(delivery.id)}
                    >
                      <Icon name="x" size={16} />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Text fw={500}>
        {t('billingRuns.deliveries.total', { count: deliveries.length, amount: screenAmount(total) })}
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button onClick={onNext} disabled={deliveries.length === 0}>
          {text('next')}
        </Button>
      </Group>
    </Stack>
  );
}
