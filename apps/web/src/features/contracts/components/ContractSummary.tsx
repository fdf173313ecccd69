// The "Envoi" step's summary: what the contract will say and who will be asked to sign it.
import { List, Stack, Table, Text, Title } from '@mantine/core';
import { screenAmount } from '@vetbo/domain/money/format';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/format-date.ts';
import type { Subscription } from '../../subscriptions/public.ts';
import type { Signer } from '../api/contracts.ts';
import type { ContractFormValues } from './contract-form-values.ts';

interface Props {
  values: ContractFormValues;
  establishment: { name: string; privilegedCode: string };
  subscriptions: Subscription[];
  signers: Signer[];
}

export function ContractSummary({ values, establishment, subscriptions, signers }: Props) {
  const { t } = useTranslation();
  const chosen = subscriptions.filter((subscription) =>
    values.serviceSubscriptionIds.includes(String(subscription.id)),
  );
  // Integer cents added up: never a float for money.
  const total = chosen.reduce((sum, subscription) => sum + subscription.annualPriceWithoutVat, 0);
  const signer = signers.find((candidate) => String(candidate.id) === values.signerId);
  return (
    <Stack gap="sm" data-testid="contract-summary">
      <Title order={3} size="h4">
        {t('contracts.create.summary.title')}
      </Title>
      <Table variant="vertical" withTableBorder>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th w={180}>{t('contracts.create.fields.establishment')}</Table.Th>
            <Table.Td>
              {establishment.name} ({establishment.privilegedCode})
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t('contracts.create.fields.entitled')}</Table.Th>
            <Table.Td>{values.entitled.trim()}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t('contracts.create.fields.signer')}</Table.Th>
            <Table.Td>
              {signer &&
                t('contracts.create.summary.signer', {
                  name: `${signer.firstName} ${signer.lastName}`,
                  email: signer.email,
                })}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <Text fw={500}>{t('contracts.create.fields.subscriptions')}</Text>
      <List size="sm" spacing={4}>
        {chosen.map((subscription) => (
          <List.Item key={subscription.id}>
            {t('contracts.create.fields.subscription', {
              option: subscription.veterinaryServiceOptionEntitled,
              service: subscription.serviceEntitled,
              start: formatDay(subscription.startDate),
              end: formatDay(subscription.endDate),
              price: screenAmount(subscription.annualPriceWithoutVat),
            })}
          </List.Item>
        ))}
      </List>
      <Text fw={500}>{t('contracts.create.summary.total', { total: screenAmount(total) })}</Text>
    </Stack>
  );
}
