import { Alert, Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { isApiError } from '@vetbo/api-client/client';
import { STAFF_ROLES, type StaffRole } from '@vetbo/domain/enums';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMayWrite } from '../../../components/permissions/use-may-write.ts';
import { showSuccessToast } from '../../../lib/toasts.tsx';
import type { Versioned } from '../../../lib/versioned-record.ts';
import { type User, useSaveUser } from '../api/users.ts';
import { RolePermissionsTable } from './RolePermissionsTable.tsx';

const NONE = 'NONE';

/**
 * The roles tab: only an ADMIN grants or removes a staff role (PUT /v1/users/{id}/role, its own
 * permission area); others see the role and are told who may change it. The last ADMIN cannot lose it.
 * Below, what each role may do (spec §6), the user's own role marked.
 */
export function UserRoleEditor({
  record,
  onReload,
}: {
  record: Versioned<User>;
  onReload: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const { setRole } = useSaveUser();
  const user = record.data;
  const [value, setValue] = useState<string>(user.staffRole ?? NONE);
  const [problem, setProblem] = useState<string>();
  useEffect(() => setValue(user.staffRole ?? NONE), [user.staffRole]);
  const mayGrant = useMayWrite('roles');
  const roleLabel = (role: StaffRole | null) =>
    role ? t(`users.roles.${role}`) : t('users.roleEditor.none');

  const save = async () => {
    setProblem(undefined);
    try {
      await setRole.mutateAsync({
        id: user.id,
        etag: record.etag,
        staffRole: value === NONE ? null : (value as StaffRole),
      });
      showSuccessToast(t('users.roleEditor.saved'));
    } catch (error) {
      if (isApiError(error) && error.status === 412) {
        await onReload();
        setProblem(t('users.roleEditor.stale'));
      } else if (isApiError(error)) setProblem(error.message);
    }
  };

  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="sm" component="section">
        <Title order={2} size="h4" mb="sm">
          {t('users.detail.tabs.roles')}
        </Title>
        {mayGrant ? (
          <Stack gap="sm" maw={420} data-write-area="roles">
            {problem && (
              <Alert color="red.9" variant="outline" role="alert">
                <Text size="sm">{problem}</Text>
              </Alert>
            )}
            <Select
              label={t('users.roleEditor.label')}
              name="staffRole"
              data-field="staffRole"
              allowDeselect={false}
              data={[
                { value: NONE, label: t('users.roleEditor.none') },
                ...STAFF_ROLES.map((role) => ({ value: role, label: t(`users.roles.${role}`) })),
              ]}
              value={value}
              onChange={(next) => setValue(next ?? NONE)}
            />
            <Group>
              <Button
                onClick={() => void save()}
                loading={setRole.isPending}
                disabled={value === (user.staffRole ?? NONE)}
              >
                {t('users.roleEditor.save')}
              </Button>
            </Group>
          </Stack>
        ) : (
          <Stack gap="xs">
            <Text>{roleLabel(user.staffRole)}</Text>
            <Text size="sm" c="dark.6">
              {t('users.roleEditor.adminOnly')}
            </Text>
          </Stack>
        )}
      </Paper>
      <RolePermissionsTable role={user.staffRole} />
    </Stack>
  );
}
