import { Paper, Table, Text, Title } from '@mantine/core';
import { STAFF_ROLES, type StaffRole } from '@vetbo/domain/enums';
import { can, PERMISSION_AREAS, type PermissionArea } from '@vetbo/domain/permissions';
import { useTranslation } from 'react-i18next';

/** What a role may do in an area, from the one permission table the API checks (`can`). */
export const accessOf = (role: StaffRole, area: PermissionArea): 'write' | 'read' | 'none' =>
  can(role, 'write', area) ? 'write' : can(role, 'read', area) ? 'read' : 'none';

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Spec §6 "roles and permissions displayed": each staff role's access to each area (modify, read, none),
 * rendered from packages/domain's permission table, so the screen says what the API enforces. `role`
 * marks one column (the user's on the Rôles tab).
 */
export function RolePermissionsTable({ role }: { role?: StaffRole | null }) {
  const { t } = useTranslation();
  const caption = t('users.permissionsTable.caption');
  return (
    <Paper
      withBorder
      p="md"
      radius="sm"
      component="section"
      aria-label={caption}
      data-testid="role-permissions"
    >
      <Title order={2} size="h4" mb="xs">
        {caption}
      </Title>
      <Text size="sm" c="dark.6" mb="sm">
        {t('users.permissionsTable.intro')}
      </Text>
      <Table.ScrollContainer minWidth={640} type="native" tabIndex={0} role="region" aria-label={caption}>
        <Table withTableBorder striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('users.permissionsTable.area')}</Table.Th>
              {STAFF_ROLES.map((staffRole) => (
                <Table.Th key={staffRole} scope="col" data-role={staffRole}>
                  {t(`staffRoles.${staffRole}`)}
                  {staffRole === role && (
                    <Text span size="xs" c="dark.6" display="block">
                      {t('users.permissionsTable.current')}
                    </Text>
                  )}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {PERMISSION_AREAS.map((area) => (
              <Table.Tr key={area} data-area={area}>
                <Table.Th scope="row" fw={500}>
                  {capitalised(t(`permissions.areas.${area}`))}
                </Table.Th>
                {STAFF_ROLES.map((staffRole) => {
                  const access = accessOf(staffRole, area);
                  return (
                    <Table.Td
                      key={staffRole}
                      data-role={staffRole}
                      data-access={access}
                      fw={staffRole === role ? 600 : undefined}
                    >
                      {t(`users.permissionsTable.access.${access}`)}
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
