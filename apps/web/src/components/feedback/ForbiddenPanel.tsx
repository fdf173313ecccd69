import { Button, Drawer, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { STAFF_ROLES } from '@vetbo/domain/enums';
import { can } from '@vetbo/domain/permissions';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { getMe } from '../../hooks/useMe.ts';
import {
  closeForbiddenPanel,
  forbiddenPanelState,
  subscribeForbiddenPanel,
} from '../../lib/forbidden-panel.ts';

/**
 * Spec §2.10's "forbidden" side panel: what the API refused, which roles may do it (from the one
 * permission table), and that the form stays as typed. Mounted once in the layout.
 */
export function ForbiddenPanel() {
  const { t } = useTranslation();
  const state = useSyncExternalStore(subscribeForbiddenPanel, forbiddenPanelState);
  // The role as it is now, read apart from the app's cached one: refreshing that would take the open form
  // (and what was typed in it) off the screen.
  const role = useQuery({
    queryKey: ['forbidden-panel', 'me', state],
    queryFn: ({ signal }) => getMe(signal),
    enabled: state !== null,
    staleTime: 0,
  }).data?.staffRole;
  const access = state?.access;
  const roles = access
    ? STAFF_ROLES.filter((staffRole) => can(staffRole, access.action, access.area)).map((staffRole) =>
        t(`staffRoles.${staffRole}`),
      )
    : [];

  return (
    <Drawer
      opened={state !== null}
      onClose={closeForbiddenPanel}
      position="right"
      size="md"
      title={t('permissions.forbiddenPanel.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      data-testid="forbidden-panel"
      zIndex={350}
    >
      <Stack gap="md">
        <Text size="sm">
          {access && role
            ? t('permissions.forbiddenPanel.what', {
                role: t(`staffRoles.${role}`),
                action: t(`permissions.actions.${access.action}`),
                area: t(`permissions.areas.${access.area}`),
              })
            : t('permissions.forbiddenPanel.generic')}
        </Text>
        {access && (
          <Text size="sm">
            {roles.length > 0
              ? t('permissions.forbiddenPanel.who', { roles: roles.join(', ') })
              : t('permissions.forbiddenPanel.nobody')}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {t('permissions.forbiddenPanel.kept')}
        </Text>
        <Group justify="flex-end">
          <Button onClick={closeForbiddenPanel} data-autofocus>
            {t('permissions.forbiddenPanel.close')}
          </Button>
        </Group>
      </Stack>
    </Drawer>
  );
}
