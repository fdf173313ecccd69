import { Anchor, Badge, Group, Text } from '@mantine/core';
import type { Establishment } from '@vetbo/domain/establishments';
import { useTranslation } from 'react-i18next';
import { useBillingAccountName } from '../../../app/api/billing-accounts.ts';
import { ROUTE_PATHS } from '../../../app/route-names.ts';
import { InfoSections } from '../../../components/detail/InfoSections.tsx';
import { AnchorLink } from '../../../components/ui/links.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';

/** The information tab: every field, the main address, legal structure and billing account, tags and dates. */
export function EstablishmentInformation({ establishment }: { establishment: Establishment }) {
  const { t } = useTranslation();
  const field = (name: string) =>
    name === 'mainBillingAccount'
      ? t('establishmentPage.mainBillingAccount')
      : t(`establishments.fields.${name}` as 'establishments.fields.name');
  const address = establishment.mainAddress;
  const vat = establishment.serviceVatCategory;
  const accountName = useBillingAccountName(establishment.mainBillingAccountId);

  return (
    <InfoSections
      record={establishment}
      label={field}
      sections={[
        {
          title: t('establishments.detail.sections.identity'),
          fields: [
            'name',
            'customName',
            'privilegedCode',
            { field: 'type', value: (r) => t(`establishments.types.${r.type}`) },
            'shortDescription',
            {
              field: 'tags',
              value: ({ tags }) =>
                tags.length > 0 ? (
                  <Group gap={4} component="span">
                    {tags.map((tag) => (
                      <Badge key={tag} variant="light" radius="sm" component="span" tt="none">
                        {tag}
                      </Badge>
                    ))}
                  </Group>
                ) : (
                  t('establishments.detail.noTags')
                ),
            },
          ],
        },
        {
          title: t('establishments.detail.sections.address'),
          instead: !address && (
            <Text size="sm" c="dimmed">
              {t('establishments.detail.noAddress')}
            </Text>
          ),
          fields: address
            ? [
                { field: 'address', value: () => address.addressSummary },
                { field: 'country', value: () => t(`countries.${address.country}` as 'countries.FRA') },
                {
                  field: 'email',
                  value: () =>
                    address.email && <Anchor href={`mailto:${address.email}`}>{address.email}</Anchor>,
                },
                {
                  field: 'phone',
                  value: () =>
                    address.phone && <Anchor href={`tel:${address.phone}`}>{address.phone}</Anchor>,
                },
                {
                  field: 'link',
                  value: () =>
                    address.link && (
                      <Anchor href={address.link} target="_blank" rel="noopener noreferrer">
                        {address.link}
                      </Anchor>
                    ),
                },
              ]
            : [],
        },
        {
          title: t('establishments.detail.sections.billing'),
          fields: [
            { field: 'legalStructure', value: (r) => r.legalStructure?.socialReason },
            {
              // The account the establishment's invoices are debited from (set by the Transfer panel).
              field: 'mainBillingAccount',
              value: (r) =>
                r.legalStructureId !== null && r.mainBillingAccountId !== null ? (
                  <AnchorLink
                    to={ROUTE_PATHS['legalStructures-id-billingAccounts-billingAccountId']}
                    params={{
                      id: String(r.legalStructureId),
                      billingAccountId: String(r.mainBillingAccountId),
                    }}
                  >
                    {accountName.data ?? `#${r.mainBillingAccountId}`}
                  </AnchorLink>
                ) : null,
            },
            'accountingCode',
            {
              field: 'serviceVatCategory',
              value: () =>
                vat ? t(`vatCategories.${vat}` as 'vatCategories.STANDARD', { defaultValue: vat }) : null,
            },
            'personalisedMention',
          ],
        },
        {
          title: t('establishments.detail.sections.history'),
          fields: [
            { field: 'createdDate', value: (r) => formatDateTime(r.createdDate) },
            { field: 'updatedDate', value: (r) => formatDateTime(r.updatedDate) },
          ],
        },
      ]}
    />
  );
}
