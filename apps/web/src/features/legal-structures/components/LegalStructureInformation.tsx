import type { Schema } from '@vetbo/api-client/client';
import { useTranslation } from 'react-i18next';
import { InfoSections } from '../../../components/detail/InfoSections.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';

/** The Informations tab: identity, head office and dates. */
export function LegalStructureInformation({ structure }: { structure: Schema<'LegalStructure'> }) {
  const { t } = useTranslation();
  const address = structure.headQuarterAddress;
  return (
    <InfoSections
      record={structure}
      label={(name) => t(`legalStructures.fields.${name}` as 'legalStructures.fields.socialReason')}
      sections={[
        {
          title: t('legalStructures.detail.sections.identity'),
          fields: [
            'socialReason',
            'tradeName',
            'legalCode',
            'legalForm',
            'apeCode',
            'vatIntraCommunityNumber',
          ],
        },
        {
          title: t('legalStructures.detail.sections.headQuarter'),
          fields: [
            {
              field: 'streetName',
              value: () => [address.streetNumber, address.streetName].filter(Boolean).join(' '),
            },
            { field: 'postalCode', value: () => address.postalCode },
            { field: 'city', value: () => address.city },
            {
              field: 'country',
              value: () =>
                t(`countries.${address.country}` as 'countries.FRA', { defaultValue: address.country }),
            },
            { field: 'createdDate', value: (r) => formatDateTime(r.createdDate) },
            { field: 'updatedDate', value: (r) => formatDateTime(r.updatedDate) },
          ],
        },
      ]}
    />
  );
}
