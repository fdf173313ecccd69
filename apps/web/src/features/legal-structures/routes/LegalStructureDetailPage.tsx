import { Badge, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../hooks/usePageTitle.ts';
import { markPrimaryContentShown } from '../../../lib/first-paint.ts';
import { useLegalStructure } from '../api/get-legal-structure.ts';
import { LegalStructureInformation } from '../components/LegalStructureInformation.tsx';

const route = getRouteApi('/{-$locale}/_authenticated/legalStructures/$id');

export function LegalStructureDetailPage() {
  useEffect(markPrimaryContentShown, []);
  const { t } = useTranslation();
  const { id } = route.useLoaderData();
  const { data: versioned } = useLegalStructure(id);
  const structure = versioned.data;
  usePageTitle(structure.socialReason);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={6}>
          <Group gap="sm" align="center">
            <Title order={1}>{structure.socialReason}</Title>
            {structure.legalForm && (
              <Badge size="lg" variant="outline" color="dark" radius="sm">
                {structure.legalForm}
              </Badge>
            )}
          </Group>
          <Text c="dimmed">{structure.legalCode}</Text>
        </Stack>
      </Group>
      <Tabs defaultValue="information" keepMounted={false}>
        <Tabs.List aria-label={t('legalStructures.detail.tabsLabel')}>
          <Tabs.Tab value="information">{t('legalStructures.detail.tabs.information')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="information" pt="md">
          <LegalStructureInformation structure={structure} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
