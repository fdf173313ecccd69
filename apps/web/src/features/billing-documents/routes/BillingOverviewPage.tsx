import { Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { creditorsApi } from '../../../app/api/creditors.ts';
import { ROUTE_PATHS } from '../../../app/route-names.ts';
import { AnchorLink, ButtonLink } from '../../../components/ui/links.tsx';
import { usePageTitle } from '../../../hooks/usePageTitle.ts';
import { markPrimaryContentShown } from '../../../lib/first-paint.ts';
import { BillingRunsPanel } from '../../billing-runs/public.ts';
import { AccountingExportsCard } from '../../sales-journals/public.ts';
import { useBillingChains } from '../api/billing-chains.ts';
import { useCreditorBalances } from '../api/billing-overview.ts';
import { CreditorBalanceCard } from '../components/CreditorBalanceCard.tsx';

/**
 * /overview/billing: per creditor, what is owed and late, the documents issued and the chain check; the
 * ways to the lists. Reminders and billing runs will find their place here.
 */
export function BillingOverviewPage() {
  const { t } = useTranslation();
  const text = (key: string) => t(`billingDocuments.overview.${key}` as 'billingDocuments.overview.title');
  usePageTitle(text('title'));
  useEffect(markPrimaryContentShown, []);
  const creditors = creditorsApi.useList({ limit: 100, sortName: 'asc' }).data?.data ?? [];
  const balances = useCreditorBalances(creditors.map((creditor) => creditor.id));
  const chains = useBillingChains();

  return (
    <Stack gap="lg">
      <Title order={1}>{text('title')}</Title>
      <Group gap="sm" aria-label={text('lists')} role="navigation">
        <ButtonLink variant="default" to={ROUTE_PATHS['overview-billing-invoices']}>
          {t('billingDocuments.kinds.invoices.title')}
        </ButtonLink>
        <ButtonLink variant="default" to={ROUTE_PATHS['overview-billing-creditNotes']}>
          {t('billingDocuments.kinds.creditNotes.title')}
        </ButtonLink>
        <ButtonLink variant="default" to={ROUTE_PATHS['overview-billing-selfBillings']}>
          {t('billingDocuments.kinds.selfBillings.title')}
        </ButtonLink>
        <ButtonLink variant="default" to={ROUTE_PATHS['overview-billing-creditors']}>
          {t('nav.creditors')}
        </ButtonLink>
      </Group>
      <SimpleGrid cols={{ base: 1, xl: 2 }} spacing="md">
        {creditors.map((creditor) => (
          <CreditorBalanceCard
            key={creditor.id}
            creditor={creditor}
            balance={balances.get(creditor.id)}
            chains={chains.data?.data.filter((chain) => chain.creditorId === creditor.id)}
          />
        ))}
      </SimpleGrid>
      <BillingRunsPanel />
      <AccountingExportsCard />
      <AnchorLink to={ROUTE_PATHS['overview-billing-legacyCreditNotes']} size="sm">
        {t('nav.legacyCreditNotes')}
      </AnchorLink>
    </Stack>
  );
}
