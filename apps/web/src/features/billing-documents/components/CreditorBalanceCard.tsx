import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Schema } from '@vetbo/api-client/client';
import { screenAmount } from '@vetbo/domain/money/format';
import { useTranslation } from 'react-i18next';
import { ROUTE_PATHS } from '../../../app/route-names.ts';
import { AnchorLink } from '../../../components/ui/links.tsx';
import { type CreditorBalance, OWED_PAGE } from '../api/billing-overview.ts';

type Chain = Schema<'ChainCheck'>;

interface CreditorBalanceCardProps {
  creditor: { id: number; name: string };
  balance: CreditorBalance | undefined;
  chains: Chain[] | undefined;
}

/** One figure and the list that shows its documents. */
function Figure({
  label,
  value,
  detail,
  search,
  to,
  danger,
}: {
  label: string;
  value: string;
  detail: string;
  search: Record<string, unknown>;
  to: (typeof ROUTE_PATHS)['overview-billing-invoices' | 'overview-billing-creditNotes'];
  danger?: boolean;
}) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz="xl" fw={700} c={danger ? 'red.9' : undefined}>
        {value}
      </Text>
      <AnchorLink to={to} search={search as never} size="sm">
        {detail}
      </AnchorLink>
    </Stack>
  );
}

/** A creditor's owed and late invoices, its issued documents and the check of its series' chains. */
export function CreditorBalanceCard({ creditor, balance, chains }: CreditorBalanceCardProps) {
  const { t } = useTranslation();
  const text = (key: string, options?: Record<string, unknown>) =>
    String(t(`billingDocuments.overview.${key}` as 'billingDocuments.overview.title', options as never));
  const money = (amount: number) =>
    balance?.partial ? text('atLeast', { amount: screenAmount(amount) }) : screenAmount(amount);
  const owed = { creditorId: creditor.id, paymentStatus: ['UNPAID', 'PARTIAL_PAID'] };
  const broken = (chains ?? []).filter((chain) => !chain.valid);
  const checked = (chains ?? []).reduce((sum, chain) => sum + chain.checked, 0);

  return (
    <Paper withBorder p="md" radius="sm" component="section" aria-label={creditor.name}>
      <Title order={2} size="h3" mb="sm">
        {creditor.name}
      </Title>
      {balance ? (
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
          <Figure
            label={text('due')}
            value={money(balance.due.amount)}
            detail={text('dueCount', { count: balance.due.count })}
            to={ROUTE_PATHS['overview-billing-invoices']}
            search={owed}
          />
          <Figure
            label={text('overdue')}
            value={money(balance.overdue.amount)}
            detail={text('overdueCount', { count: balance.overdue.count })}
            to={ROUTE_PATHS['overview-billing-invoices']}
            search={{ ...owed, paymentStatus: undefined, overdue: true }}
            danger={balance.overdue.count > 0}
          />
          <Figure
            label={text('issued')}
            value={String(balance.issuedInvoices)}
            detail={t('billingDocuments.kinds.invoices.title')}
            to={ROUTE_PATHS['overview-billing-invoices']}
            search={{ creditorId: creditor.id }}
          />
          <Figure
            label={text('creditNotes')}
            value={String(balance.issuedCreditNotes)}
            detail={t('billingDocuments.kinds.creditNotes.title')}
            to={ROUTE_PATHS['overview-billing-creditNotes']}
            search={{ creditorId: creditor.id }}
          />
        </SimpleGrid>
      ) : (
        <Text size="sm" c="dimmed" role="status">
          {t('common.loading')}
        </Text>
      )}
      {balance?.partial && (
        <Text size="xs" c="dimmed" mt="xs">
          {text('partial', { count: OWED_PAGE })}
        </Text>
      )}
      <Stack gap={2} mt="md" data-testid="chain-check">
        {!chains ? (
          <Text size="sm" c="dimmed">
            {text('chainChecking')}
          </Text>
        ) : broken.length === 0 ? (
          <Text size="sm" c="teal.9" fw={500}>
            ✓ {text('chainValid', { count: checked })}
          </Text>
        ) : (
          broken.map((chain) => (
            <Text key={chain.series} size="sm" c="red.9" fw={700}>
              {text('chainBroken', {
                number: chain.firstBrokenNumber ?? `#${chain.firstBrokenDocumentId}`,
                series: text(`series.${chain.series}`),
              })}
            </Text>
          ))
        )}
      </Stack>
    </Paper>
  );
}
