import { Text } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import {
  creditorRecordSchema,
  creditorUpdateSchema,
  INVOICE_FIXED_MENTIONS,
  SERIES_PREFIX_FIELDS,
} from '@vetbo/domain/creditors';
import { screenAmount } from '@vetbo/domain/money/format';
import { formatIban } from '@vetbo/domain/validators/iban';
import { useTranslation } from 'react-i18next';
import { creditorsApi } from '../../../app/api/creditors.ts';
import { ROUTE_PATHS } from '../../../app/route-names.ts';
import { RecordPage } from '../../../components/detail/RecordPage.tsx';
import { creditorTabs } from './routes.ts';

const { recoveryIndemnity, earlyPaymentDiscount } = INVOICE_FIXED_MENTIONS;

/** The fields by section, in the order the page and the edit drawer show them. */
const CREDITOR_SECTIONS = {
  identity: ['name', 'legalCode', 'vatIntraCommunityNumber', 'streetName', 'postalCode', 'city', 'country'],
  bank: ['sepaCreditorIdentifier', 'iban', 'bicSwift'],
  series: SERIES_PREFIX_FIELDS,
  mentions: ['legalForm', 'shareCapital', 'tradeRegisterCity', 'latePaymentPenalty', 'vatOnDebits'],
} as const;
const HINTS: Record<string, string> = {
  ...Object.fromEntries(SERIES_PREFIX_FIELDS.map((field) => [field, 'prefixHint'])),
  latePaymentPenalty: 'penaltyHint',
};

/** A creditor's page: its identity, bank, series and legal mentions, and its history; ADMIN edits it. */
export function CreditorDetailPage() {
  const { t } = useTranslation();
  return (
    <RecordPage
      route={getRouteApi('/{-$locale}/_authenticated/creditors/$id')}
      api={creditorsApi}
      area="creditors"
      history="creditors"
      tabs={creditorTabs}
      texts="creditors"
      back={ROUTE_PATHS['overview-billing-creditors']}
      heading={(creditor) => ({ title: creditor.name, subtitle: creditor.legalCode })}
      schema={creditorRecordSchema}
      updateSchema={creditorUpdateSchema}
      sections={CREDITOR_SECTIONS}
      shown={{
        iban: (r) => (r.ibanMasked ? r.iban : formatIban(r.iban)),
        shareCapital: (r) => screenAmount(r.shareCapital),
      }}
      choices={{ country: (code) => t(`countries.${code}` as 'countries.FRA') }}
      footer={{
        mentions: (
          <Text size="sm" c="dimmed" mt="sm">
            {t('creditors.detail.fixedMentions', {
              mentions: `${recoveryIndemnity} ; ${earlyPaymentDiscount}`,
            })}
          </Text>
        ),
      }}
      hint={(field) => HINTS[field] && t(`creditors.form.${HINTS[field]}` as 'creditors.form.prefixHint')}
      testId="creditor-form-drawer"
    />
  );
}
