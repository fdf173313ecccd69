import { Box, Burger, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Logo } from '../../components/ui/Logo.tsx';
import { AnchorLink } from '../../components/ui/links.tsx';
import { QuickSearch } from '../../features/search/components/QuickSearch.tsx';
import { ROUTE_PATHS } from '../route-names.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { StageBadge } from './StageBadge.tsx';
import { UserMenu } from './UserMenu.tsx';

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
        <QuickSearch />
      </Box>
      <Group gap="sm" wrap="nowrap">
        <LanguageSwitch />
        <UserMenu />
      </Group>
    </Group>
  );
}
