import { Badge, Button, Group, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { Schema } from '@vetbo/api-client/client';
import { useTranslation } from 'react-i18next';
import { ROUTE_PATHS } from '../../../app/route-names.ts';
import { RelatedTable } from '../../../components/detail/RelatedTable.tsx';
import { ConfirmModal } from '../../../components/feedback/ConfirmModal.tsx';
import { WriteAction } from '../../../components/permissions/WriteAction.tsx';
import { Icon } from '../../../components/ui/Icon.tsx';
import { AnchorLink, ButtonLink } from '../../../components/ui/links.tsx';
import { useCrudDrawers } from '../../../hooks/useCrudDrawers.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { membershipQueryOptions, useGroupMemberships, useSaveMembership } from '../api/memberships.ts';
import { MembershipFormDrawer } from './MembershipFormDrawer.tsx';
import { MembershipStateBadge } from './MembershipStateBadge.tsx';

type Membership = Schema<'VeterinaryEstablishmentMember'>;

/** The Établissements tab: the group's memberships, add one, end one, remove one. */
export function GroupMemberships({ groupId }: { groupId: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const memberships = useGroupMemberships(groupId);
  const { remove } = useSaveMembership();
  const label = (field: string) => t(`membership.fields.${field}` as 'membership.fields.joinDate');
  // Ending is the membership's edit: the end form sends the version it was filled from (its ETag).
  const crud = useCrudDrawers<Membership>({
    area: 'workgroups',
    load: (id) => queryClient.fetchQuery({ ...membershipQueryOptions(id), staleTime: 0 }),
    remove: (version) => remove.mutateAsync({ id: version.data.id }),
    removedMessage: t('membership.remove.done'),
  });

  return (
    <Stack gap="md">
      <WriteAction area={crud.area}>
        <Group justify="flex-end">
          <Button leftSection={<Icon name="plus" size={16} />} onClick={crud.create.open}>
            {t('membership.list.add')}
          </Button>
        </Group>
      </WriteAction>
      <RelatedTable<Membership>
        query={memberships}
        caption={t('membership.list.caption')}
        emptyText={t('membership.list.empty')}
        rowKey={(row) => row.id}
        columns={[
          {
            label: label('establishment'),
            render: (row) => (
              <AnchorLink
                to={ROUTE_PATHS['establishments-id']}
                params={{ id: String(row.veterinaryEstablishmentId) }}
                fw={500}
              >
                {row.veterinaryEstablishment.name}
              </AnchorLink>
            ),
          },
          {
            label: label('privilegedCode'),
            render: (row) => (
              <Badge variant="outline" color="dark" radius="sm">
                {row.veterinaryEstablishment.privilegedCode}
              </Badge>
            ),
          },
          { label: label('joinDate'), render: (row) => formatDate(row.joinDate) },
          { label: label('leaveDate'), render: (row) => formatDate(row.leaveDate) },
          { label: label('leaveReason'), render: (row) => row.leaveReason },
          { label: label('accountingCode'), render: (row) => row.accountingCode },
          { label: label('active'), render: (row) => <MembershipStateBadge membership={row} /> },
          {
            label: t('membership.list.actions'),
            render: (row) => {
              const name = row.veterinaryEstablishment.name;
              return (
                <Group gap={4} wrap="nowrap">
                  <ButtonLink
                    size="compact-sm"
                    variant="subtle"
                    to={ROUTE_PATHS['members-id']}
                    params={{ id: String(row.id) }}
                    aria-label={t('membership.list.openLabel', { name })}
                  >
                    {t('membership.list.open')}
                  </ButtonLink>
                  {!row.leaveDate && (
                    <WriteAction area={crud.area}>
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        aria-label={t('membership.list.endLabel', { name })}
                        onClick={() => crud.edit.open(row.id)}
                      >
                        {t('membership.list.end')}
                      </Button>
                    </WriteAction>
                  )}
                  <WriteAction area={crud.area}>
                    <Button
                      size="compact-sm"
                      variant="default"
                      aria-label={t('membership.list.removeLabel', { name })}
                      onClick={() => crud.remove.open(row.id)}
                    >
                      {t('membership.list.remove')}
                    </Button>
                  </WriteAction>
                </Group>
              );
            },
          },
        ]}
      />
      <MembershipFormDrawer
        mode="create"
        groupId={groupId}
        opened={crud.create.opened}
        onClose={crud.create.close}
        onSaved={crud.create.close}
      />
      {crud.edit.record && (
        <MembershipFormDrawer
          mode="end"
          record={crud.edit.record}
          opened
          onClose={crud.edit.close}
          onSaved={crud.edit.close}
          onReload={crud.edit.reload}
        />
      )}
      <ConfirmModal
        {...crud.remove.modalProps}
        title={t('membership.remove.title')}
        cancelLabel={t('membership.remove.cancel')}
        confirmLabel={t('membership.remove.confirm')}
      >
        {t('membership.remove.body', { name: crud.remove.record?.data.veterinaryEstablishment.name })}
      </ConfirmModal>
    </Stack>
  );
}
