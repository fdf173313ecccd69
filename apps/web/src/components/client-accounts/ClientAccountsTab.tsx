import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { screenAmount } from '@vetbo/domain/money/format';
import { parisDay } from '@vetbo/domain/paris-day';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { billingAccountsApi } from '../../app/api/billing-accounts.ts';
import { mandatesApi } from '../../app/api/mandates.ts';
import { requiredMandatesApi } from '../../app/api/required-mandates.ts';
import { ROUTE_PATHS } from '../../app/route-names.ts';
import { useCrudDrawers } from '../../hooks/useCrudDrawers.ts';
import { formatDay } from '../../lib/format-date.ts';
import { RelatedTable } from '../detail/RelatedTable.tsx';
import { RowActions } from '../detail/RowActions.tsx';
import { WriteMark } from '../permissions/WriteAction.tsx';
import { Icon } from '../ui/Icon.tsx';
import { AnchorLink } from '../ui/links.tsx';
import { ClientAccountDrawer } from './ClientAccountDrawer.tsx';
import { clientAccountEnd } from './client-account-end.ts';
import { OWED_STATUSES, useClientBalances } from './client-balances.ts';
import { type ClientMandateState, clientMandateState } from './client-mandate-state.ts';
import { EndClientAccountModal } from './EndClientAccountModal.tsx';
import type { ClientAccount, ClientAccountsOwner, OwnerAccountsQuery, OwnerKey } from './owner-mandates.ts';

// An owner has an account at each of a few creditors: the first 100 are shown without paging.
const LIMIT = 100;
const STATE_COLOR: Record<ClientMandateState, string> = {
  signed: 'teal.9',
  toSign: 'orange.9',
  revoked: 'red.9',
  notRequired: 'dark.7',
};

/**
 * The Clients tab (spec §2.6, issue 22) of an establishment or a workgroup: the owner as a client of each
 * creditor — its account there (the creditor's mandate and the accounting code, GET /v1/veterinary_
 * establishment_mandates or …/veterinary_group_mandates), the state of that mandate for the billing account
 * that pays (the owner's main one), and its end ("Terminé le", its last day). Billing writers open an
 * account, change its accounting code, end it ("Terminer": its last day) and open an ended one again
 * ("Rouvrir"): an account is never deleted. Invoices and the balance come with billing.
 */
export function ClientAccountsTab<K extends OwnerKey, A extends ClientAccount>({
  owner,
  mainBillingAccountId,
  caption,
  testId,
}: {
  owner: ClientAccountsOwner<K, A>;
  mainBillingAccountId: number | null;
  /** Whose accounts the table lists (screen readers). */
  caption: string;
  testId: string;
}) {
  const { t } = useTranslation();
  // A computed key is typed as a plain string: the query is the owner's filter all the same.
  const accounts = owner.api.useList({
    [`${owner.key}[]`]: [owner.id],
    page: 1,
    limit: LIMIT,
  } as OwnerAccountsQuery<K>);
  const mandateIds = [...new Set((accounts.data?.data ?? []).map((account) => account.mandateId))];
  const mandates = mandatesApi.useList(
    { 'id[]': mandateIds, page: 1, limit: LIMIT },
    { enabled: mandateIds.length > 0 },
  );
  const required = requiredMandatesApi.useList(
    { 'billingAccountId[]': [mainBillingAccountId ?? 0], 'mandateId[]': mandateIds, page: 1, limit: LIMIT },
    { enabled: mandateIds.length > 0 && mainBillingAccountId !== null },
  );
  const payer = billingAccountsApi.useDetailQuery(mainBillingAccountId ?? undefined);
  const crud = useCrudDrawers<A>({ area: 'billing', load: (id) => owner.api.get(id) });
  const [ending, setEnding] = useState<A>();
  const today = parisDay();
  const mandateOf = (id: number) => mandates.data?.data.find((mandate) => mandate.id === id);
  const creditorOf = (account: A) => mandateOf(account.mandateId)?.creditor.name ?? '';
  const creditorIds = [...new Set((mandates.data?.data ?? []).map((mandate) => mandate.creditor.id))];
  const balances = useClientBalances(owner.key, owner.id, creditorIds);
  const field = (
    name: 'creditor' | 'mandate' | 'accountingCode' | 'state' | 'billingAccount' | 'balance' | 'end',
  ) => t(`establishmentClients.fields.${name}`);

  return (
    <Stack gap="sm" data-testid={testId}>
      {crud.mayWrite && (
        <Group justify="flex-end">
          <WriteMark area="billing">
            <Button leftSection={<Icon name="plus" size={16} />} onClick={crud.create.open}>
              {t('establishmentClients.new')}
            </Button>
          </WriteMark>
        </Group>
      )}
      <RelatedTable<A>
        query={accounts}
        caption={caption}
        emptyText={t('establishmentClients.empty')}
        rowKey={(account) => account.id}
        columns={[
          {
            label: field('creditor'),
            render: (account) => <Text fw={500}>{mandateOf(account.mandateId)?.creditor.name ?? '…'}</Text>,
          },
          {
            label: field('mandate'),
            render: (account) => {
              const mandate = mandateOf(account.mandateId);
              return mandate ? `${mandate.entitled} (${mandate.prefix})` : '…';
            },
          },
          { label: field('accountingCode'), render: (account) => account.accountingCode ?? '—' },
          {
            label: field('state'),
            render: (account) => {
              // With a paying account, its required mandates must be in before a state is said (not
              // "not requested" while they load).
              if (mainBillingAccountId !== null && !required.isSuccess) return '…';
              const state = clientMandateState(required.data?.data ?? [], account.mandateId);
              return (
                // The outline says the state's colour, the text stays dark (axe contrast on striped rows).
                <Badge
                  variant="outline"
                  radius="sm"
                  tt="none"
                  color={STATE_COLOR[state]}
                  styles={{ label: { color: 'var(--mantine-color-dark-7)' } }}
                >
                  {t(`establishmentClients.states.${state}`)}
                </Badge>
              );
            },
          },
          {
            label: field('billingAccount'),
            render: () => payer.data?.data.entitled ?? t('establishmentClients.noBillingAccount'),
          },
          {
            label: field('balance'),
            render: (account) => {
              const creditorId = mandateOf(account.mandateId)?.creditor.id;
              const balance = creditorId === undefined ? undefined : balances.get(creditorId);
              if (!balance) return '…';
              const due = screenAmount(balance.due);
              return (
                <Stack gap={0}>
                  <Text size="sm" data-client-balance={balance.due}>
                    {balance.partial ? t('establishmentClients.balanceFloor', { amount: due }) : due}
                  </Text>
                  <AnchorLink
                    size="xs"
                    to={ROUTE_PATHS['overview-billing-invoices']}
                    search={
                      {
                        creditorId,
                        [owner.key]: owner.id,
                        paymentStatus: [...OWED_STATUSES],
                      } as never
                    }
                  >
                    {t('establishmentClients.unpaidInvoices', { count: balance.count })}
                  </AnchorLink>
                </Stack>
              );
            },
          },
          {
            label: field('end'),
            render: (account) => {
              const end = clientAccountEnd(account.endDate, today);
              return end.state === 'open'
                ? t('establishmentClients.open')
                : t(`establishmentClients.${end.state}`, { date: formatDay(end.day) });
            },
          },
          ...(crud.mayWrite
            ? [
                {
                  label: t('establishmentClients.actions'),
                  render: (account: A) => {
                    const action = account.endDate ? 'reopen' : 'end';
                    return (
                      <RowActions
                        area="billing"
                        edit={{
                          label: t('establishmentClients.edit', { creditor: creditorOf(account) }),
                          onClick: () => crud.edit.open(account.id),
                          loading: crud.opening === account.id,
                        }}
                      >
                        <WriteMark area="billing">
                          <Button
                            size="compact-sm"
                            variant="default"
                            aria-label={t(`establishmentClients.${action}.label`, {
                              creditor: creditorOf(account),
                            })}
                            onClick={() => setEnding(account)}
                          >
                            {t(`establishmentClients.${action}.button`)}
                          </Button>
                        </WriteMark>
                      </RowActions>
                    );
                  },
                },
              ]
            : []),
        ]}
      />
      {crud.drawers((props) => (
        <ClientAccountDrawer owner={owner} {...props} />
      ))}
      {crud.mayWrite && (
        <EndClientAccountModal
          owner={owner}
          account={ending}
          creditor={ending ? creditorOf(ending) : ''}
          onClose={() => setEnding(undefined)}
        />
      )}
    </Stack>
  );
}
