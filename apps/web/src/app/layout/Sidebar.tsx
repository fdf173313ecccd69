import { ScrollArea } from '@mantine/core';
import { useLocation } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/ui/Icon.tsx';
import { useMe } from '../../features/auth/api/get-me.ts';
import { isItemActive, type NavigationItem, navigationFor } from './navigation.ts';
import { SidebarDisabledEntry, SidebarGroup, SidebarLink } from './SidebarEntry.tsx';

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
  const icon = item.icon ? <Icon name={item.icon} /> : undefined;

  if (item.children) {
    return (
      <SidebarGroup label={label} icon={icon}>
        {item.children.map((child) => (
          <NavigationEntry key={child.labelKey} item={child} pathname={pathname} onNavigate={onNavigate} />
        ))}
      </SidebarGroup>
    );
  }
  if (item.to) {
    return (
      <SidebarLink
        to={item.to}
        label={label}
        icon={icon}
        active={isItemActive(item, pathname)}
        // The router marks a link current (aria-current) on every path below it; the home is only itself.
        activeOptions={{ exact: item.activePaths !== undefined }}
        onClick={onNavigate}
      />
    );
  }
  return <SidebarDisabledEntry label={label} description={t('common.comingSoon')} icon={icon} />;
}

export function Sidebar({ onNavigate }: SidebarProps) {
  const { pathname } = useLocation();
  const role = useMe().data?.staffRole;
  return (
    <ScrollArea type="auto" h="100%">
      {navigationFor(role).map((item) => (
        <NavigationEntry key={item.labelKey} item={item} pathname={pathname} onNavigate={onNavigate} />
      ))}
    </ScrollArea>
  );
}
