import { AppShell } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Outlet } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ForbiddenPanelHost } from '../../components/feedback/ForbiddenPanelHost.tsx';
import { MainLandmarkProvider } from '../../components/layout/MainLandmark.tsx';
import { StaffOnly } from '../../features/auth/components/StaffOnly.tsx';
import { Sidebar } from './Sidebar.tsx';
import { TopBar } from './TopBar.tsx';

/** Spec §2.7/§9: the sidebar collapses below 1280 px. */
export const SIDEBAR_BREAKPOINT_PX = 1280;

/** Spec §2.8: the default layout (top bar, sidebar; the toast container is global). */
export function AppLayout() {
  const { t } = useTranslation();
  const wide = useMediaQuery(`(min-width: ${SIDEBAR_BREAKPOINT_PX}px)`, true);
  const [mobileOpened, mobile] = useDisclosure(false);
  const [desktopOpened, desktop] = useDisclosure(true);
  const navigationOpened = wide ? desktopOpened : mobileOpened;

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{
        width: 264,
        breakpoint: SIDEBAR_BREAKPOINT_PX,
        collapsed: { mobile: !mobileOpened, desktop: !desktopOpened },
      }}
      padding="lg"
    >
      <AppShell.Header>
        <TopBar
          navigationOpened={navigationOpened}
          onToggleNavigation={wide ? desktop.toggle : mobile.toggle}
        />
      </AppShell.Header>
      <AppShell.Navbar id="app-navigation" p="xs" aria-label={t('layout.mainNavigation')}>
        <Sidebar onNavigate={mobile.close} />
      </AppShell.Navbar>
      <AppShell.Main id="main-content">
        <MainLandmarkProvider>
          <StaffOnly>
            <Outlet />
          </StaffOnly>
        </MainLandmarkProvider>
      </AppShell.Main>
      <ForbiddenPanelHost />
    </AppShell>
  );
}
