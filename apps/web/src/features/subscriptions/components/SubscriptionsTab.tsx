import { Button, Group, Menu, Stack, Text } from '@mantine/core';
import { screenAmount } from '@vetbo/domain/money/format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RelatedTable } from '../../../components/detail/RelatedTable.tsx';
import { useMayWrite } from '../../../components/permissions/use-may-write.ts';
import { WriteAction } from '../../../components/permissions/WriteAction.tsx';
import { Icon } from '../../../components/ui/Icon.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import type { Versioned } from '../../../lib/versioned-record.ts';
import {
  getSubscription,
  type Subscription,
  type SubscriptionWithPeriods,
  useEstablishmentSubscriptions,
} from '../api/subscriptions.ts';
import { useSubscriptionMessages } from '../messages.ts';
import { BillingDrawer } from './BillingDrawer.tsx';
import { DeleteSubscriptionModal } from './DeleteSubscriptionModal.tsx';
import { MissingMandateNotice } from './MissingMandateNotice.tsx';
import { StopSubscriptionModal } from './StopSubscriptionModal.tsx';
import { SubscriptionFormDrawer } from './SubscriptionFormDrawer.tsx';
import { subscriptionState } from './subscription-state.ts';

type Action = 'edit' | 'stop' | 'delete';

/** The establishment's "Abonnements" tab: its subscriptions and what staff do with them (spec §2.10). */
export function SubscriptionsTab({
  establishmentId,
  mainBillingAccountId = null,
}: {
  establishmentId: number;
  /** The account its subscriptions are debited from: a notice names the creditors without a valid mandate. */
  mainBillingAccountId?: number | null;
}) {
  const ready = useSubscriptionMessages();
  const { t } = useTranslation();
  const query = useEstablishmentSubscriptions(establishmentId);
  const canWrite = useMayWrite('services');
  const [creating, setCreating] = useState(false);
  const [billing, setBilling] = useState<number>();
  const [acting, setActing] = useState<{ action: Action; version: Versioned<SubscriptionWithPeriods> }>();
  const [opening, setOpening] = useState<number>();

  // Changes start from the subscription as it is now, with its ETag (If-Match).
  const open = async (row: Subscription, action: Action) => {
    setOpening(row.id);
    try {
      setActing({ action, version: await getSubscription(row.id) });
    } finally {
      setOpening(undefined);
    }
  };
  const close = () => setActing(undefined);

  if (!ready) return null;
  return (
    <Stack gap="sm" data-testid="subscriptions-tab">
      {query.data && (
        <MissingMandateNotice mainBillingAccountId={mainBillingAccountId} subscriptions={query.data.data} />
      )}
      <WriteAction area="services">
        <Group justify="flex-end">
          <Button leftSection={<Icon name="plus" size={16} />} onClick={() => setCreating(true)}>
            {t('subscriptions.new')}
          </Button>
        </Group>
      </WriteAction>
      <RelatedTable<Subscription>
        query={query}
        caption={t('subscriptions.title')}
        emptyText={t('subscriptions.empty')}
        rowKey={(row) => row.id}
        columns={[
          {
            label: t('subscriptions.columns.service'),
            render: (row) => `${row.serviceEntitled} (${row.serviceCode})`,
          },
          {
            label: t('subscriptions.columns.option'),
            render: (row) => <Text fw={500}>{row.veterinaryServiceOptionEntitled}</Text>,
          },
          { label: t('subscriptions.columns.startDate'), render: (row) => formatDate(row.startDate) },
          { label: t('subscriptions.columns.endDate'), render: (row) => formatDate(row.endDate) },
          {
            label: t('subscriptions.columns.annualPrice'),
            render: (row) => screenAmount(row.annualPriceWithoutVat),
          },
          {
            label: t('subscriptions.columns.state'),
            render: (row) => (
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                {t(`subscriptions.states.${subscriptionState(row)}`)}
              </Text>
            ),
          },
          {
            label: t('subscriptions.actions'),
            render: (row) => (
              <Menu position="bottom-end">
                <Menu.Target>
                  <Button
                    size="xs"
                    variant="default"
                    loading={opening === row.id}
                    rightSection={<Icon name="chevronDown" size={14} />}
                    aria-label={t('subscriptions.menu.label', {
                      option: row.veterinaryServiceOptionEntitled,
                    })}
                  >
                    {t('subscriptions.actions')}
                  </Button>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Item onClick={() => setBilling(row.id)}>{t('subscriptions.menu.billing')}</Menu.Item>
                  <WriteAction area="services">
                    <Menu.Item onClick={() => void open(row, 'edit')}>
                      {t('subscriptions.menu.edit')}
                    </Menu.Item>
                    <Menu.Item onClick={() => void open(row, 'stop')}>
                      {t('subscriptions.menu.stop')}
                    </Menu.Item>
                  </WriteAction>
                  {/* DELETE checks subscriptionDeletion: a MANAGER (or ADMIN) erases the periods (spec §6). */}
                  <WriteAction area="subscriptionDeletion">
                    <Menu.Item color="red.9" onClick={() => void open(row, 'delete')}>
                      {t('subscriptions.menu.delete')}
                    </Menu.Item>
                  </WriteAction>
                </Menu.Dropdown>
              </Menu>
            ),
          },
        ]}
      />
      <SubscriptionFormDrawer
        mode="create"
        establishmentId={establishmentId}
        opened={creating}
        onClose={() => setCreating(false)}
        onSaved={() => setCreating(false)}
      />
      {acting?.action === 'edit' && (
        <SubscriptionFormDrawer
          mode="edit"
          establishmentId={establishmentId}
          record={acting.version}
          opened
          onClose={close}
          onSaved={close}
          onReload={async () => {
            const version = await getSubscription(acting.version.data.id);
            setActing({ action: 'edit', version });
            return version;
          }}
        />
      )}
      {acting?.action === 'stop' && (
        <StopSubscriptionModal
          establishmentId={establishmentId}
          subscription={acting.version}
          onClose={close}
        />
      )}
      {acting?.action === 'delete' && (
        <DeleteSubscriptionModal
          establishmentId={establishmentId}
          subscription={acting.version}
          onClose={close}
        />
      )}
      {billing !== undefined && (
        <BillingDrawer
          establishmentId={establishmentId}
          subscriptionId={billing}
          canWrite={canWrite}
          onClose={() => setBilling(undefined)}
        />
      )}
    </Stack>
  );
}
