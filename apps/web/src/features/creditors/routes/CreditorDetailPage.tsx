import { Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import type { Schema } from '@vetbo/api-client/client';
import { INVOICE_FIXED_MENTIONS } from '@vetbo/domain/creditors';
import { screenAmount } from '@vetbo/domain/money/format';
import { can } from '@vetbo/domain/permissions';
import { formatIban } from '@vetbo/domain/validators/iban';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { creditorsApi } from '../../../app/api/creditors.ts';
import { ROUTE_PATHS } from '../../../app/route-names.ts';
import { ChangeHistory } from '../../../components/detail/ChangeHistory.tsx';
import { DetailPage } from '../../../components/detail/DetailPage.tsx';
import { DetailTabs } from '../../../components/detail/DetailTabs.tsx';
import { InfoSections } from '../../../components/detail/InfoSections.tsx';
import { usePanelSearch } from '../../../hooks/usePanelSearch.ts';
import { useMe } from '../../auth/public.ts';
import { CREDITOR_SECTIONS, CreditorFormDrawer } from '../components/CreditorFormDrawer.tsx';
import { creditorTabs } from './routes.ts';

const route = getRouteApi('/{-$locale}/_authenticated/creditors/$id');
const { recoveryIndemnity, earlyPaymentDiscount } = INVOICE_FIXED_MENTIONS;
const fixedMentions = `${recoveryIndemnity} ; ${earlyPaymentDiscount}`;
type Creditor = Schema<'Creditor'>;

/** A creditor's page: its identity, bank, series and legal mentions, and its history; ADMIN edits it. */
export function CreditorDetailPage() {
  const { t } = useTranslation();
  const { id } = route.useLoaderData();
  const { panel, tab } = route.useSearch();
  const setPanel = usePanelSearch<'edit'>();
  const queryClient = useQueryClient();
  const mayEdit = can(useMe().data?.staffRole, 'write', 'creditors');
  const { data: versioned } = creditorsApi.useDetail(id);
  const creditor = versioned.data;
  const label = (field: string) => t(`creditors.fields.${field}` as 'creditors.fields.name');
  // The values the page words; the other fields are shown as the API answers them.
  const shown: Partial<Record<string, (record: Creditor) => ReactNode>> = {
    country: (r) => t(`countries.${r.country}`),
    iban: (r) => (r.ibanMasked ? r.iban : formatIban(r.iban)),
    shareCapital: (r) => screenAmount(r.shareCapital),
  };

  return (
    <DetailPage
      title={creditor.name}
      subtitle={creditor.legalCode}
      back={{ to: ROUTE_PATHS['overview-billing-creditors'], label: t('creditors.detail.back') }}
      edit={mayEdit ? { label: t('detail.edit'), onClick: () => setPanel('edit') } : undefined}
    >
      <DetailTabs
        tabs={creditorTabs}
        value={tab}
        ariaLabel={t('creditors.detail.tabsLabel')}
        panels={{
          information: () => (
            <InfoSections
              record={creditor}
              label={label}
              sections={Object.entries(CREDITOR_SECTIONS).map(([section, fields]) => ({
                title: t(`creditors.detail.sections.${section}` as 'creditors.detail.sections.bank'),
                fields: fields.map((field) => (shown[field] ? { field, value: shown[field] } : field)),
                footer: section === 'mentions' && (
                  <Text size="sm" c="dimmed" mt="sm">
                    {t('creditors.detail.fixedMentions', { mentions: fixedMentions })}
                  </Text>
                ),
              }))}
            />
          ),
          history: () => (
            <ChangeHistory
              resource="creditors"
              id={id}
              fieldLabel={(field) =>
                t(`creditors.fields.${field}` as 'creditors.fields.name', { defaultValue: field })
              }
            />
          ),
        }}
      />
      {mayEdit && (
        <CreditorFormDrawer
          record={versioned}
          opened={panel === 'edit'}
          onClose={() => setPanel(undefined)}
          onReload={() => queryClient.fetchQuery({ ...creditorsApi.detailOptions(id), staleTime: 0 })}
        />
      )}
    </DetailPage>
  );
}
