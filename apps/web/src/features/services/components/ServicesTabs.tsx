import { Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { lazyComponent } from '../../../app/lazy-page.ts';
import { ROUTE_PATHS } from '../../../app/route-names.ts';
import { AfterPrimaryContent } from '../../../components/layout/AfterPrimaryContent.tsx';
import { ButtonLink } from '../../../components/ui/links.tsx';

// The export button comes after the rows (the lists' first paint stays within its budget).
const ExportButton = lazyComponent(() => import('./ExportButton.tsx').then((m) => m.ExportButton));

type ServicesScreen = 'catalogue' | 'subscriptions' | 'deliveries';

/** "Catalogue" | "Abonnements" | "Prestations": the services screens, at the top of each (the current one marked). */
export function ServicesTabs({ current }: { current: ServicesScreen }) {
  const { t } = useTranslation();
  const tab = (name: ServicesScreen) => ({
    variant: current === name ? 'light' : 'subtle',
    color: current === name ? undefined : 'dark',
    'aria-current': current === name ? ('page' as const) : undefined,
    size: 'sm' as const,
  });
  return (
    <Group justify="space-between" wrap="wrap">
      <nav aria-label={t('services.tabs.label')}>
        <Group gap={4}>
          <ButtonLink to={ROUTE_PATHS['overview-services']} {...tab('catalogue')}>
            {t('services.tabs.catalogue')}
          </ButtonLink>
          <ButtonLink to={ROUTE_PATHS['overview-services-abonnements']} {...tab('subscriptions')}>
            {t('services.tabs.subscriptions')}
          </ButtonLink>
          <ButtonLink to={ROUTE_PATHS['overview-services-prestations']} {...tab('deliveries')}>
            {t('services.tabs.deliveries')}
          </ButtonLink>
        </Group>
      </nav>
      <AfterPrimaryContent placeholder={null}>
        <ExportButton />
      </AfterPrimaryContent>
    </Group>
  );
}
