import { Stack, Text, Title } from '@mantine/core';
import { STAFF_ROLES } from '@vetbo/domain/enums';
import { can, type PermissionArea } from '@vetbo/domain/permissions';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../hooks/usePageTitle.ts';
import { MainLandmark } from '../layout/MainLandmark.tsx';
import { HomeLink } from '../ui/HomeLink.tsx';

/**
 * A screen the signed-in role may not read (`area` in the permission table): what is not allowed and which
 * roles may, instead of a request the API would refuse (spec §8 would reload the page on its 403).
 */
export function ForbiddenPage({ area }: { area: PermissionArea }) {
  const { t } = useTranslation();
  usePageTitle(t('errors.forbidden.title'));
  const roles = STAFF_ROLES.filter((role) => can(role, 'read', area)).map((role) => t(`staffRoles.${role}`));
  return (
    <MainLandmark>
      <Stack align="center" gap="sm" py="xl" data-status="403">
        <Title order={1} size="h2">
          {t('errors.forbidden.title')}
        </Title>
        <Text c="dimmed">{t('errors.forbidden.description', { roles: roles.join(', ') })}</Text>
        <HomeLink />
      </Stack>
    </MainLandmark>
  );
}
