import { Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { PermissionArea } from '@vetbo/domain/permissions';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoutePath } from '../../../app/route-names.ts';
import { ROUTE_PATHS } from '../../../app/route-names.ts';
import { WriteAction } from '../../../components/permissions/WriteAction.tsx';
import { Icon, type IconName } from '../../../components/ui/Icon.tsx';
import { AnchorLink, ButtonLink } from '../../../components/ui/links.tsx';
import { usePageTitle } from '../../../hooks/usePageTitle.ts';
import { markPrimaryContentShown } from '../../../lib/first-paint.ts';
import { type OverviewResource, useOverviewCount } from '../api/get-overview.ts';
import { RecentChanges } from '../components/RecentChanges.tsx';

interface OverviewCard {
  resource: OverviewResource;
  icon: IconName;
  list: RoutePath;
  create: RoutePath;
  /** The area the creation's POST checks (x-access): its shortcut is offered to the roles that may write it. */
  area: PermissionArea;
}

const CARDS: OverviewCard[] = [
  {
    resource: 'establishments',
    icon: 'building',
    list: ROUTE_PATHS['overview-establishments'],
    create: ROUTE_PATHS['establishments-new'],
    area: 'establishments',
  },
  {
    resource: 'legalStructures',
    icon: 'scale',
    list: ROUTE_PATHS['overview-legalStructures'],
    create: ROUTE_PATHS['legalStructures-new'],
    area: 'legalStructures',
  },
  {
    resource: 'workgroups',
    icon: 'users',
    list: ROUTE_PATHS['overview-workgroups'],
    create: ROUTE_PATHS['workgroups-new'],
    area: 'workgroups',
  },
];

function CountCard({ card }: { card: OverviewCard }) {
  const { t, i18n } = useTranslation();
  const count = useOverviewCount(card.resource);
  const titleId = `overview-count-${card.resource}`;
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group gap="xs">
          <Icon name={card.icon} />
          <Title order={2} size="h4" id={titleId}>
            {t(`overview.counts.${card.resource}`)}
          </Title>
        </Group>
        {count.isPending ? (
          <Skeleton height={36} width={120} aria-label={t('common.loading')} />
        ) : count.isError ? (
          <Text c="red.9">{t('overview.countError')}</Text>
        ) : (
          <Text fz={32} fw={700} lh={1.1}>
            {count.data.exact
              ? new Intl.NumberFormat(i18n.language).format(count.data.total)
              : t('overview.moreThan', {
                  total: new Intl.NumberFormat(i18n.language).format(count.data.total),
                })}
          </Text>
        )}
        <Group gap="sm">
          <AnchorLink to={card.list}>{t('overview.seeAll')}</AnchorLink>
          <WriteAction area={card.area}>
            <ButtonLink
              to={card.create}
              size="xs"
              variant="light"
              leftSection={<Icon name="plus" size={14} />}
            >
              {t(`overview.create.${card.resource}`)}
            </ButtonLink>
          </WriteAction>
        </Group>
      </Stack>
    </Paper>
  );
}

/** /overview: the network's counts, shortcuts to each list and its creation form, the latest changes. */
export function OverviewPage() {
  useEffect(markPrimaryContentShown, []);
  const { t } = useTranslation();
  usePageTitle(t('overview.title'));
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('overview.title')}</Title>
        <Text c="dimmed">{t('overview.intro')}</Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {CARDS.map((card) => (
          <CountCard key={card.resource} card={card} />
        ))}
      </SimpleGrid>
      <RecentChanges />
    </Stack>
  );
}
