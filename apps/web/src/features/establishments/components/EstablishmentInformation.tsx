import { Anchor, Badge, Group, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import type { Establishment } from '@vetbo/domain/establishments';
import { useTranslation } from 'react-i18next';
import { DetailList } from '../../../components/ui/DetailList.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper withBorder p="md" radius="sm" component="section">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** The information tab: every field, the main address, legal structure, tags and dates. */
export function EstablishmentInformation({ establishment }: { establishment: Establishment }) {
  const { t } = useTranslation();
  const field = (name: string) => t(`establishments.fields.${name}` as 'establishments.fields.name');
  const notSet = t('common.notSet');
  const address = establishment.mainAddress;
  const vat = establishment.serviceVatCategory;

  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
      <Section title={t('establishments.detail.sections.identity')}>
        <DetailList
          emptyText={notSet}
          items={[
            { label: field('name'), value: establishment.name },
            { label: field('customName'), value: establishment.customName },
            { label: field('privilegedCode'), value: establishment.privilegedCode },
            { label: field('type'), value: t(`establishments.types.${establishment.type}`) },
            { label: field('shortDescription'), value: establishment.shortDescription },
            {
              label: field('tags'),
              value:
                establishment.tags.length > 0 ? (
                  <Group gap={4} component="span">
                    {establishment.tags.map((tag) => (
                      <Badge key={tag} variant="light" radius="sm" component="span" tt="none">
                        {tag}
                      </Badge>
                    ))}
                  </Group>
                ) : (
                  t('establishments.detail.noTags')
                ),
            },
          ]}
        />
      </Section>
      <Section title={t('establishments.detail.sections.address')}>
        {address ? (
          <DetailList
            emptyText={notSet}
            items={[
              { label: field('address'), value: address.addressSummary },
              { label: field('country'), value: t(`countries.${address.country}` as 'countries.FRA') },
              {
                label: field('email'),
                value: address.email && <Anchor href={`mailto:${address.email}`}>{address.email}</Anchor>,
              },
              {
                label: field('phone'),
                value: address.phone && <Anchor href={`tel:${address.phone}`}>{address.phone}</Anchor>,
              },
              {
                label: field('link'),
                value: address.link && (
                  <Anchor href={address.link} target="_blank" rel="noopener noreferrer">
                    {address.link}
                  </Anchor>
                ),
              },
            ]}
          />
        ) : (
          <Text size="sm" c="dimmed">
            {t('establishments.detail.noAddress')}
          </Text>
        )}
      </Section>
      <Section title={t('establishments.detail.sections.billing')}>
        <DetailList
          emptyText={notSet}
          items={[
            { label: field('legalStructure'), value: establishment.legalStructure?.socialReason },
            { label: field('accountingCode'), value: establishment.accountingCode },
            {
              label: field('serviceVatCategory'),
              value: vat
                ? t(`vatCategories.${vat}` as 'vatCategories.STANDARD', { defaultValue: vat })
                : null,
            },
            { label: field('personalisedMention'), value: establishment.personalisedMention },
          ]}
        />
      </Section>
      <Section title={t('establishments.detail.sections.history')}>
        <DetailList
          emptyText={notSet}
          items={[
            { label: field('createdDate'), value: formatDateTime(establishment.createdDate) },
            { label: field('updatedDate'), value: formatDateTime(establishment.updatedDate) },
          ]}
        />
      </Section>
    </SimpleGrid>
  );
}
