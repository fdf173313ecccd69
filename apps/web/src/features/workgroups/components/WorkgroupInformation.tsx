import { Alert, Image, Stack, Text } from '@mantine/core';
import type { Schema } from '@vetbo/api-client/client';
import { useTranslation } from 'react-i18next';
import { useBillingAccountName } from '../../../app/api/billing-accounts.ts';
import { ROUTE_PATHS } from '../../../app/route-names.ts';
import { InfoSections } from '../../../components/detail/InfoSections.tsx';
import { Icon } from '../../../components/ui/Icon.tsx';
import { AnchorLink } from '../../../components/ui/links.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';
import { useImageThumbnail } from '../api/workgroup-images.ts';

/** The Informations tab: identity, billing and dates; a warning when no invoice can be made. */
export function WorkgroupInformation({ group }: { group: Schema<'VeterinaryGroup'> }) {
  const { t } = useTranslation();
  const field = (name: string) => t(`workgroup.fields.${name}` as 'workgroup.fields.entitled');
  const logo = useImageThumbnail(group.logoId);
  const banner = useImageThumbnail(group.bannerId);
  const accountName = useBillingAccountName(group.mainBillingAccountId);
  return (
    <Stack gap="md">
      {!group.legalStructure && (
        <Alert
          color="orange.9"
          variant="outline"
          icon={<Icon name="alert" size={18} />}
          title={t('workgroup.detail.noLegalStructureTitle')}
          // Mantine's orange 9 on white is 4.3:1: the title takes the text colour to stay readable.
          styles={{ title: { color: 'var(--mantine-color-dark-7)' } }}
        >
          <Text size="sm">{t('workgroup.detail.noLegalStructure')}</Text>
        </Alert>
      )}
      <InfoSections
        record={group}
        label={field}
        sections={[
          {
            title: t('workgroup.detail.sections.identity'),
            fields: [
              'groupCode',
              'entitled',
              { field: 'status', value: (r) => t(`workgroups.statuses.${r.status}`) },
              'personalisedMention',
              'activeMemberCount',
              {
                field: 'logo',
                hidden: group.logoId === null,
                value: (r) =>
                  logo.data ? (
                    <Image
                      src={logo.data}
                      alt={t('workgroup.detail.logoAlt', { name: r.entitled })}
                      maw={160}
                      fit="contain"
                    />
                  ) : null,
              },
              {
                field: 'banner',
                hidden: group.bannerId === null,
                value: (r) =>
                  banner.data ? (
                    <Image
                      src={banner.data}
                      alt={t('workgroup.detail.bannerAlt', { name: r.entitled })}
                      maw={320}
                      fit="contain"
                    />
                  ) : null,
              },
              'icon',
            ],
          },
          {
            title: t('workgroup.detail.sections.billing'),
            fields: [
              {
                field: 'legalStructure',
                value: (r) =>
                  r.legalStructure ? (
                    <AnchorLink
                      to={ROUTE_PATHS['legalStructures-id']}
                      params={{ id: String(r.legalStructure.id) }}
                    >
                      {r.legalStructure.socialReason}
                    </AnchorLink>
                  ) : null,
              },
              {
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
                value: ({ serviceVatCategory: vat }) =>
                  vat ? t(`vatCategories.${vat}` as 'vatCategories.STANDARD', { defaultValue: vat }) : null,
              },
              { field: 'createdDate', value: (r) => formatDateTime(r.createdDate) },
              { field: 'updatedDate', value: (r) => formatDateTime(r.updatedDate) },
            ],
          },
        ]}
      />
    </Stack>
  );
}
