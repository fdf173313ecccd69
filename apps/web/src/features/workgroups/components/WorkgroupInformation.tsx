import { Alert, Image, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Schema } from '@vetbo/api-client/client';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ROUTE_PATHS } from '../../../app/route-names.ts';
import { DetailList } from '../../../components/ui/DetailList.tsx';
import { Icon } from '../../../components/ui/Icon.tsx';
import { AnchorLink } from '../../../components/ui/links.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';
import { useImageThumbnail } from '../api/documents.ts';
import { useBillingAccountName } from '../api/pickers.ts';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="sm" component="section">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** The Informations tab: identity, billing and dates; a warning when no invoice can be made. */
export function WorkgroupInformation({ group }: { group: Schema<'VeterinaryGroup'> }) {
  const { t } = useTranslation();
  const field = (name: string) => t(`workgroup.fields.${name}` as 'workgroup.fields.entitled');
  const logo = useImageThumbnail(group.logoId);
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
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <Section title={t('workgroup.detail.sections.identity')}>
          <DetailList
            emptyText={t('common.notSet')}
            items={[
              { label: field('groupCode'), value: group.groupCode },
              { label: field('entitled'), value: group.entitled },
              { label: field('status'), value: t(`workgroups.statuses.${group.status}`) },
              { label: field('personalisedMention'), value: group.personalisedMention },
              { label: field('activeMemberCount'), value: group.activeMemberCount },
              ...(group.logoId !== null
                ? [
                    {
                      label: field('logo'),
                      value: logo.data ? (
                        <Image
                          src={logo.data}
                          alt={t('workgroup.detail.logoAlt', { name: group.entitled })}
                          maw={160}
                          fit="contain"
                        />
                      ) : null,
                    },
                  ]
                : []),
            ]}
          />
        </Section>
        <Section title={t('workgroup.detail.sections.billing')}>
          <DetailList
            emptyText={t('common.notSet')}
            items={[
              {
                label: field('legalStructure'),
                value: group.legalStructure ? (
                  <AnchorLink
                    to={ROUTE_PATHS['legalStructures-id']}
                    params={{ id: String(group.legalStructure.id) }}
                  >
                    {group.legalStructure.socialReason}
                  </AnchorLink>
                ) : null,
              },
              {
                label: field('mainBillingAccount'),
                value:
                  group.legalStructureId !== null && group.mainBillingAccountId !== null ? (
                    <AnchorLink
                      to={ROUTE_PATHS['legalStructures-id-billingAccounts-billingAccountId']}
                      params={{
                        id: String(group.legalStructureId),
                        billingAccountId: String(group.mainBillingAccountId),
                      }}
                    >
                      {accountName.data ?? `#${group.mainBillingAccountId}`}
                    </AnchorLink>
                  ) : null,
              },
              { label: field('accountingCode'), value: group.accountingCode },
              {
                label: field('serviceVatCategory'),
                value: group.serviceVatCategory
                  ? t(`vatCategories.${group.serviceVatCategory}` as 'vatCategories.STANDARD', {
                      defaultValue: group.serviceVatCategory,
                    })
                  : null,
              },
              { label: field('createdDate'), value: formatDateTime(group.createdDate) },
              { label: field('updatedDate'), value: formatDateTime(group.updatedDate) },
            ]}
          />
        </Section>
      </SimpleGrid>
    </Stack>
  );
}
