import { Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/ui/Icon.tsx';
import { InitialsAvatar } from '../../components/ui/InitialsAvatar.tsx';
import { Placeholder } from '../../components/ui/Placeholder.tsx';
import { useMe } from '../../features/auth/api/get-me.ts';
import { ROUTE_PATHS } from '../route-names.ts';

export function UserMenu() {
  const { t } = useTranslation();
  const me = useMe();
  if (!me.data) return <Placeholder h={32} w={140} radius="xl" />;
  const { displayName, initials, email } = me.data;
  return (
    <Menu position="bottom-end" withinPortal width={240}>
      <Menu.Target>
        <UnstyledButton aria-label={t('layout.userMenu', { name: displayName })} data-testid="user-menu">
          <Group gap="xs" wrap="nowrap">
            <InitialsAvatar initials={initials} />
            <Text size="sm" fw={500} visibleFrom="sm" truncate maw={180}>
              {displayName}
            </Text>
            <Icon name="chevronDown" size={14} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label c="dark.6">{email}</Menu.Label>
        <Menu.Item component={Link} to={ROUTE_PATHS.logout} leftSection={<Icon name="logout" size={16} />}>
          {t('layout.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
