import { Alert, Button, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ROUTE_PATHS } from '../../../app/route-names.ts';
import { ChangeHistory } from '../../../components/detail/ChangeHistory.tsx';
import { DetailPage } from '../../../components/detail/DetailPage.tsx';
import { InfoSection, InfoSections } from '../../../components/detail/InfoSections.tsx';
import { StaleRecordAlert } from '../../../components/feedback/StaleRecordAlert.tsx';
import { WriteAction } from '../../../components/permissions/WriteAction.tsx';
import { usePanelSearch } from '../../../hooks/usePanelSearch.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { showSuccessToast } from '../../../lib/toasts.tsx';
import { isStaleRecordError } from '../../../lib/versioned-record.ts';
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
  const { t } = useTranslation();
  const { legalStructureId, billingAccountId } = route.useLoaderData();
  const { panel } = route.useSearch();
  const queryClient = useQueryClient();
  const { data: versioned } = useBillingAccount(billingAccountId);
  const { update } = useSaveBillingAccount();
  const [staleStatus, setStaleStatus] = useState(false);
  const account = versioned.data;
  const setPanel = usePanelSearch<'edit'>();
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
    <DetailPage
      title={account.entitled}
      badge={<BillingAccountStatusBadge status={account.status} />}
      back={{
        to: ROUTE_PATHS['legalStructures-id'],
        params: { id: String(legalStructureId) },
        search: { tab: 'billingAccounts' },
        label: t('legalStructures.detail.tabs.billingAccounts'),
      }}
      // The account's own fields (PATCH /v1/billing_accounts/{id}) are the legal structures' writers'; its
      // bank details and mandates have their sections (billing).
      edit={{ label: t('billingAccounts.edit'), onClick: () => setPanel('edit'), area: 'legalStructures' }}
      actions={
        <WriteAction area="legalStructures">
          <Button variant="default" onClick={() => void toggleStatus()} loading={update.isPending}>
            {t(account.status === 'ENABLED' ? 'billingAccounts.disable' : 'billingAccounts.enable')}
          </Button>
        </WriteAction>
      }
    >
      {staleStatus && (
        <StaleRecordAlert
          message={t('billingAccounts.form.stale')}
          onReload={() => void reload().then(() => setStaleStatus(false))}
        />
      )}
      <Stack gap="md">
        <InfoSections
          record={account}
          columns={1}
          label={(field) => t(`billingAccounts.fields.${field}` as 'billingAccounts.fields.iban')}
          sections={[
            {
              title: t('billingAccounts.title'),
              fields: [
                'entitled',
                { field: 'iban', value: displayIban },
                'bicSwift',
                'identityName',
                'signatoryName',
                { field: 'sepa', value: (r) => t(r.sepa ? 'billingAccounts.yes' : 'billingAccounts.no') },
                { field: 'createdDate', value: (r) => formatDateTime(r.createdDate) },
                { field: 'updatedDate', value: (r) => formatDateTime(r.updatedDate) },
              ],
              footer: account.ibanMasked && (
                <Alert variant="light" color="gray" mt="sm">
                  <Text size="sm">{t('billingAccounts.ibanMasked')}</Text>
                </Alert>
              ),
            },
          ]}
        />
        <BankDetailsSection account={account} />
        <RequiredMandatesSection billingAccountId={account.id} />
        <InfoSection title={t('legalStructures.detail.tabs.history')}>
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
        </InfoSection>
      </Stack>
      <BillingAccountFormDrawer
        mode="edit"
        record={versioned}
        opened={panel === 'edit'}
        onClose={() => setPanel(undefined)}
        onSaved={() => setPanel(undefined)}
        onReload={reload}
      />
    </DetailPage>
  );
}
