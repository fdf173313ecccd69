import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { can } from '@vetbo/domain/permissions';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ROUTE_PATHS } from '../../../app/route-names.ts';
import { ChangeHistory } from '../../../components/detail/ChangeHistory.tsx';
import { StaleRecordAlert } from '../../../components/feedback/StaleRecordAlert.tsx';
import { DetailList } from '../../../components/ui/DetailList.tsx';
import { Icon } from '../../../components/ui/Icon.tsx';
import { AnchorLink } from '../../../components/ui/links.tsx';
import { usePageTitle } from '../../../hooks/usePageTitle.ts';
import { markPrimaryContentShown } from '../../../lib/first-paint.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { showSuccessToast } from '../../../lib/toasts.tsx';
import { isStaleRecordError } from '../../../lib/versioned-record.ts';
import { useMe } from '../../auth/api/get-me.ts';
import {
  billingAccountQueryOptions,
  useBillingAccount,
  useSaveBillingAccount,
} from '../api/billing-accounts.ts';
import { BankDetailsSection } from '../components/BankDetailsSection.tsx';
import { BillingAccountFormDrawer } from '../components/BillingAccountFormDrawer.tsx';
import { BillingAccountStatusBadge } from '../components/BillingAccountStatusBadge.tsx';
import { displayIban } from '../components/display-iban.ts';
import { RequiredMandatesSection } from '../components/RequiredMandatesSection.tsx';

const route = getRouteApi('/{-$locale}/_authenticated/legalStructures/$id/billingAccounts/$billingAccountId');

/** One billing account: its details, edit drawer (If-Match), enable/disable and its history. */
export function BillingAccountDetailPage() {
  useEffect(markPrimaryContentShown, []);
  const { t } = useTranslation();
  const { legalStructureId, billingAccountId } = route.useLoaderData();
  const { panel } = route.useSearch();
  const navigate = route.useNavigate();
  const queryClient = useQueryClient();
  const { data: versioned } = useBillingAccount(billingAccountId);
  const { update } = useSaveBillingAccount();
  const [staleStatus, setStaleStatus] = useState(false);
  const me = useMe();
  // The account's own fields are the legal structures' writers'; its bank details have their section.
  const canEdit = can(me.data?.staffRole, 'write', 'legalStructures');
  const account = versioned.data;
  usePageTitle(account.entitled);
  const label = (field: string) => t(`billingAccounts.fields.${field}` as 'billingAccounts.fields.iban');
  const setPanel = (next: 'edit' | undefined) => void navigate({ search: { panel: next }, replace: true });
  const reload = () =>
    queryClient.fetchQuery({ ...billingAccountQueryOptions(billingAccountId), staleTime: 0 });

  const toggleStatus = async () => {
    const status = account.status === 'ENABLED' ? 'DISABLED' : 'ENABLED';
    try {
      await update.mutateAsync({
        id: account.id,
        etag: versioned.etag,
        body: { status, sepa: account.sepa },
      });
      showSuccessToast(t(status === 'ENABLED' ? 'billingAccounts.enabled' : 'billingAccounts.disabled'));
    } catch (error) {
      if (isStaleRecordError(error)) setStaleStatus(true);
    }
  };

  return (
    <Stack gap="md">
      <AnchorLink
        to={ROUTE_PATHS['legalStructures-id']}
        params={{ id: String(legalStructureId) }}
        search={{ tab: 'billingAccounts' }}
        size="sm"
      >
        ← {t('legalStructures.detail.tabs.billingAccounts')}
      </AnchorLink>
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Group gap="sm" align="center">
          <Title order={1}>{account.entitled}</Title>
          <BillingAccountStatusBadge status={account.status} />
        </Group>
        {canEdit && (
          <Group gap="sm">
            <Button variant="default" onClick={() => void toggleStatus()} loading={update.isPending}>
              {t(account.status === 'ENABLED' ? 'billingAccounts.disable' : 'billingAccounts.enable')}
            </Button>
            <Button leftSection={<Icon name="pencil" size={16} />} onClick={() => setPanel('edit')}>
              {t('billingAccounts.edit')}
            </Button>
          </Group>
        )}
      </Group>
      {staleStatus && (
        <StaleRecordAlert
          message={t('billingAccounts.form.stale')}
          onReload={() => void reload().then(() => setStaleStatus(false))}
        />
      )}
      <Stack gap="md">
        <Paper withBorder p="md" radius="sm" component="section">
          <Title order={2} size="h4" mb="sm">
            {t('billingAccounts.title')}
          </Title>
          <DetailList
            emptyText={t('common.notSet')}
            items={[
              { label: label('entitled'), value: account.entitled },
              { label: label('iban'), value: displayIban(account) },
              { label: label('bicSwift'), value: account.bicSwift },
              { label: label('identityName'), value: account.identityName },
              { label: label('signatoryName'), value: account.signatoryName },
              { label: label('sepa'), value: t(account.sepa ? 'billingAccounts.yes' : 'billingAccounts.no') },
              { label: label('createdDate'), value: formatDateTime(account.createdDate) },
              { label: label('updatedDate'), value: formatDateTime(account.updatedDate) },
            ]}
          />
          {account.ibanMasked && (
            <Alert variant="light" color="gray" mt="sm">
              <Text size="sm">{t('billingAccounts.ibanMasked')}</Text>
            </Alert>
          )}
        </Paper>
        <BankDetailsSection account={account} />
        <RequiredMandatesSection billingAccountId={account.id} />
        <Paper withBorder p="md" radius="sm" component="section">
          <Title order={2} size="h4" mb="sm">
            {t('legalStructures.detail.tabs.history')}
          </Title>
          <ChangeHistory
            resource="billing_accounts"
            id={account.id}
            fieldLabel={(field) =>
              t(`billingAccounts.fields.${field}` as 'billingAccounts.fields.entitled', {
                defaultValue: field,
              })
            }
            fieldValue={(field, value) =>
              field === 'bankDetailsChange' && typeof value === 'string'
                ? t(`bankDetailsChanges.statuses.${value}` as 'bankDetailsChanges.statuses.PENDING', {
                    defaultValue: value,
                  })
                : undefined
            }
          />
        </Paper>
      </Stack>
      <BillingAccountFormDrawer
        mode="edit"
        record={versioned}
        opened={panel === 'edit' && canEdit}
        onClose={() => setPanel(undefined)}
        onSaved={() => setPanel(undefined)}
        onReload={reload}
      />
    </Stack>
  );
}
