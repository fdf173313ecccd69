import { NavLink, ScrollArea } from '@mantine/core';
import { useLocation } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/ui/Icon.tsx';
import { NavLinkLink } from '../../components/ui/links.tsx';
import { isItemActive, NAVIGATION, type NavigationItem } from './navigation.ts';

interface SidebarProps {
  onNavigate: () => void;
}

function NavigationEntry({
  item,
  pathname,
  onNavigate,
}: { item: NavigationItem; pathname: string } & SidebarProps) {
  const { t } = useTranslation();
  const label = t(`nav.${item.labelKey}` as 'nav.billing');
  const leftSection = item.icon ? <Icon name={item.icon} /> : undefined;

  if (item.children) {
    return (
      <NavLink component="button" type="button" label={label} leftSection={leftSection} childrenOffset={28}>
        {item.children.map((child) => (
          <NavigationEntry key={child.labelKey} item={child} pathname={pathname} onNavigate={onNavigate} />
        ))}
      </NavLink>
    );
  }
  if (item.to) {
    return (
      <NavLinkLink
        to={item.to}
        label={label}
        leftSection={leftSection}
        active={isItemActive(item, pathname)}
        // The router marks a link current (aria-current) on every path below it; the home is only itself.
        activeOptions={{ exact: item.activePaths !== undefined }}
        variant="filled"
        onClick={onNavigate}
      />
    );
  }
  return (
    <NavLink
      // NavLink only styles `disabled`; the real attribute makes it unfocusable and announced as such.
      renderRoot={(props) => <button {...props} type="button" disabled />}
      disabled
      label={label}
      description={t('common.comingSoon')}
      leftSection={leftSection}
    />
  );
}

export function Sidebar({ onNavigate }: SidebarProps) {
  const { pathname } = useLocation();
  return (
    <ScrollArea type="auto" h="100%">
      {NAVIGATION.map((item) => (
        <NavigationEntry key={item.labelKey} item={item} pathname={pathname} onNavigate={onNavigate} />
      ))}
    </ScrollArea>
  );
}
