import { Text } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import type { Schema } from '@vetbo/api-client/client';
import {
  creditorRecordSchema,
  creditorUpdateSchema,
  INVOICE_FIXED_MENTIONS,
  SERIES_PREFIX_FIELDS,
} from '@vetbo/domain/creditors';
import { screenAmount } from '@vetbo/domain/money/format';
import { formatIban } from '@vetbo/domain/validators/iban';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { creditorsApi } from '../../../app/api/creditors.ts';
import { ROUTE_PATHS } from '../../../app/route-names.ts';
import { ChangeHistory } from '../../../components/detail/ChangeHistory.tsx';
import { DetailPage } from '../../../components/detail/DetailPage.tsx';
import { DetailTabs } from '../../../components/detail/DetailTabs.tsx';
import { InfoSections } from '../../../components/detail/InfoSections.tsx';
import { RecordFormDrawer } from '../../../components/forms/RecordFormDrawer.tsx';
import { usePanelSearch } from '../../../hooks/usePanelSearch.ts';
import { creditorTabs } from './routes.ts';

const route = getRouteApi('/{-$locale}/_authenticated/creditors/$id');
const { recoveryIndemnity, earlyPaymentDiscount } = INVOICE_FIXED_MENTIONS;
const fixedMentions = `${recoveryIndemnity} ; ${earlyPaymentDiscount}`;
type Creditor = Schema<'Creditor'>;

/** The fields by section, in the order the page and the edit drawer show them. */
const CREDITOR_SECTIONS = {
  identity: ['name', 'legalCode', 'vatIntraCommunityNumber', 'streetName', 'postalCode', 'city', 'country'],
  bank: ['sepaCreditorIdentifier', 'iban', 'bicSwift'],
  series: SERIES_PREFIX_FIELDS,
  mentions: ['legalForm', 'shareCapital', 'tradeRegisterCity', 'latePaymentPenalty', 'vatOnDebits'],
} as const;
const isSeriesPrefix = (field: string) => (SERIES_PREFIX_FIELDS as readonly string[]).includes(field);

/** A creditor's page: its identity, bank, series and legal mentions, and its history; ADMIN edits it. */
export function CreditorDetailPage() {
  const { t } = useTranslation();
  const { id } = route.useLoaderData();
  const { panel, tab } = route.useSearch();
  const setPanel = usePanelSearch<'edit'>();
  const creditor = creditorsApi.useDetail(id).data.data;
  const label = (field: string) =>
    t(`creditors.fields.${field}` as 'creditors.fields.name', { defaultValue: field });
  const sectionTitle = (section: string) =>
    t(`creditors.detail.sections.${section}` as 'creditors.detail.sections.bank');
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
      edit={{ label: t('detail.edit'), onClick: () => setPanel('edit'), area: 'creditors' }}
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
                title: sectionTitle(section),
                fields: fields.map((field) => (shown[field] ? { field, value: shown[field] } : field)),
                footer: section === 'mentions' && (
                  <Text size="sm" c="dimmed" mt="sm">
                    {t('creditors.detail.fixedMentions', { mentions: fixedMentions })}
                  </Text>
                ),
              }))}
            />
          ),
          history: () => <ChangeHistory resource="creditors" id={id} fieldLabel={label} />,
        }}
      />
      <RecordFormDrawer
        area="creditors"
        api={creditorsApi}
        id={id}
        opened={panel === 'edit'}
        onClose={() => setPanel(undefined)}
        schema={creditorRecordSchema}
        updateSchema={creditorUpdateSchema}
        sections={CREDITOR_SECTIONS}
        texts={{ title: t('creditors.form.title') }}
        label={label}
        sectionTitle={sectionTitle}
        hint={(field) =>
          isSeriesPrefix(field)
            ? t('creditors.form.prefixHint')
            : field === 'latePaymentPenalty'
              ? t('creditors.form.penaltyHint')
              : undefined
        }
        option={(field, code) =>
          field === 'country' ? t(`countries.${code}` as 'countries.FRA') : undefined
        }
        testId="creditor-form-drawer"
      />
    </DetailPage>
  );
}
