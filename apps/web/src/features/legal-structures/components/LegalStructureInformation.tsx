import { Paper, SimpleGrid, Title } from '@mantine/core';
import type { Schema } from '@vetbo/api-client/client';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailList } from '../../../components/ui/DetailList.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';

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

/** The Informations tab: identity, head office and dates. */
export function LegalStructureInformation({ structure }: { structure: Schema<'LegalStructure'> }) {
  const { t } = useTranslation();
  const field = (name: string) =>
    t(`legalStructures.fields.${name}` as 'legalStructures.fields.socialReason');
  const address = structure.headQuarterAddress;
  const street = [address.streetNumber, address.streetName].filter(Boolean).join(' ');
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
      <Section title={t('legalStructures.detail.sections.identity')}>
        <DetailList
          emptyText={t('common.notSet')}
          items={[
            { label: field('socialReason'), value: structure.socialReason },
            { label: field('tradeName'), value: structure.tradeName },
            { label: field('legalCode'), value: structure.legalCode },
            { label: field('legalForm'), value: structure.legalForm },
            { label: field('apeCode'), value: structure.apeCode },
            { label: field('vatIntraCommunityNumber'), value: structure.vatIntraCommunityNumber },
          ]}
        />
      </Section>
      <Section title={t('legalStructures.detail.sections.headQuarter')}>
        <DetailList
          emptyText={t('common.notSet')}
          items={[
            { label: field('streetName'), value: street },
            { label: field('postalCode'), value: address.postalCode },
            { label: field('city'), value: address.city },
            {
              label: field('country'),
              value: t(`countries.${address.country}` as 'countries.FRA', { defaultValue: address.country }),
            },
            { label: field('createdDate'), value: formatDateTime(structure.createdDate) },
            { label: field('updatedDate'), value: formatDateTime(structure.updatedDate) },
          ]}
        />
      </Section>
    </SimpleGrid>
  );
}
