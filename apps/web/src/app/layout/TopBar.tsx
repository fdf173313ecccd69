import { Box, Burger, Group, Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AfterPrimaryContent } from '../../components/layout/AfterPrimaryContent.tsx';
import { Logo } from '../../components/ui/Logo.tsx';
import { AnchorLink } from '../../components/ui/links.tsx';
import { lazyComponent } from '../lazy-page.ts';
import { ROUTE_PATHS } from '../route-names.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { StageBadge } from './StageBadge.tsx';

// Popover and menu code (floating-ui) is not needed to read the screen: it comes after the main content.
const QuickSearch = lazyComponent(() =>
  import('../../features/search/components/QuickSearch.tsx').then((m) => m.QuickSearch),
);
const UserMenu = lazyComponent(() => import('./UserMenu.tsx').then((m) => m.UserMenu));

interface TopBarProps {
  navigationOpened: boolean;
  onToggleNavigation: () => void;
}

/** Spec §2.8: logo, menu button, stage badge, language switch, quick search, user menu. */
export function TopBar({ navigationOpened, onToggleNavigation }: TopBarProps) {
  const { t } = useTranslation();
  return (
    <Group h="100%" px="md" gap="md" wrap="nowrap" justify="space-between">
      <Group gap="sm" wrap="nowrap">
        <Burger
          opened={navigationOpened}
          onClick={onToggleNavigation}
          size="sm"
          aria-label={t('layout.toggleNavigation')}
          aria-expanded={navigationOpened}
          aria-controls="app-navigation"
        />
        <AnchorLink
          to={ROUTE_PATHS['overview-establishments']}
          underline="never"
          aria-label={t('layout.homeLink')}
        >
          <Logo />
        </AnchorLink>
        <StageBadge />
      </Group>
      <Box flex={1} maw={560} miw={160}>
        <AfterPrimaryContent placeholder={<Skeleton height={36} animate={false} />}>
          <QuickSearch />
        </AfterPrimaryContent>
      </Box>
      <Group gap="sm" wrap="nowrap">
        <LanguageSwitch />
        <AfterPrimaryContent placeholder={<Skeleton height={32} width={140} radius="xl" animate={false} />}>
          <UserMenu />
        </AfterPrimaryContent>
      </Group>
    </Group>
  );
}
