// Spec §5 and §8 "Missing mandate": the establishment's subscriptions are debited from its default
// billing account; for each creditor it holds no valid mandate for, a notice says so (and when there is
// no default account at all, that says so instead).
import { Alert, List } from '@mantine/core';
import { creditorsWithoutValidMandate } from '@vetbo/domain/mandate-coverage';
import { useTranslation } from 'react-i18next';
import { useMandates, useRequiredMandates } from '../../legal-structures/public.ts';
import type { Subscription } from '../api/subscriptions.ts';
import { subscriptionState } from './subscription-state.ts';

const DARK_TITLE = { title: { color: 'var(--mantine-color-dark-7)' } };

function AccountNotice({ accountId, creditorIds }: { accountId: number; creditorIds: number[] }) {
  const { t } = useTranslation();
  const kinds = useMandates();
  const required = useRequiredMandates(accountId);
  if (!kinds.data || !required.data) return null;
  const missing = creditorsWithoutValidMandate(creditorIds, kinds.data.data, required.data.data);
  if (missing.length === 0) return null;
  const nameOf = (id: number) =>
    kinds.data.data.find((kind) => kind.creditor.id === id)?.creditor.name ?? `#${id}`;
  return (
    <Alert
      color="orange.9"
      variant="outline"
      styles={DARK_TITLE}
      title={t('subscriptions.mandates.missingTitle')}
    >
      <List size="sm">
        {missing.map((id) => (
          <List.Item key={id}>{t('subscriptions.mandates.missing', { creditor: nameOf(id) })}</List.Item>
        ))}
      </List>
    </Alert>
  );
}

export function MissingMandateNotice({
  mainBillingAccountId,
  subscriptions,
}: {
  mainBillingAccountId: number | null;
  subscriptions: Subscription[];
}) {
  const { t } = useTranslation();
  const creditorIds = subscriptions
    .filter((row) => subscriptionState(row) !== 'ended')
    .map((row) => row.creditorId);
  if (creditorIds.length === 0) return null;
  if (mainBillingAccountId === null)
    return (
      <Alert
        color="orange.9"
        variant="outline"
        styles={DARK_TITLE}
        title={t('subscriptions.mandates.noAccount')}
      />
    );
  return <AccountNotice accountId={mainBillingAccountId} creditorIds={creditorIds} />;
}
