import { Box, Burger, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AfterPrimaryContent } from '../../components/layout/AfterPrimaryContent.tsx';
import { Logo } from '../../components/ui/Logo.tsx';
import { AnchorLink } from '../../components/ui/links.tsx';
import { Placeholder } from '../../components/ui/Placeholder.tsx';
import { lazyComponent } from '../lazy-page.ts';
import { ROUTE_PATHS } from '../route-names.ts';
import { StageBadge } from './StageBadge.tsx';

// Popover and menu code (floating-ui) is not needed to read the screen: it comes after the main content,
// and so does the FR/EN switch (SegmentedControl and its moving indicator). Through top-bar-controls.ts.
const controls = () => import('./top-bar-controls.ts');
const QuickSearch = lazyComponent(() => controls().then((c) => c.importQuickSearch()));
const UserMenu = lazyComponent(() => controls().then((c) => c.importUserMenu()));
const LanguageSwitch = lazyComponent(() => controls().then((c) => c.importLanguageSwitch()));

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
        <AfterPrimaryContent placeholder={<Placeholder h={36} />}>
          <QuickSearch />
        </AfterPrimaryContent>
      </Box>
      <Group gap="sm" wrap="nowrap">
        <AfterPrimaryContent placeholder={<Placeholder h={30} w={78} />}>
          <LanguageSwitch />
        </AfterPrimaryContent>
        <AfterPrimaryContent placeholder={<Placeholder h={32} w={140} radius="xl" />}>
          <UserMenu />
        </AfterPrimaryContent>
      </Group>
    </Group>
  );
}
