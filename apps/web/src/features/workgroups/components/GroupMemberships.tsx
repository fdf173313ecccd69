import { Badge, Button, Group, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { Schema } from '@vetbo/api-client/client';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ROUTE_PATHS } from '../../../app/route-names.ts';
import { RelatedTable } from '../../../components/detail/RelatedTable.tsx';
import { ConfirmModal } from '../../../components/feedback/ConfirmModal.tsx';
import { Icon } from '../../../components/ui/Icon.tsx';
import { AnchorLink, ButtonLink } from '../../../components/ui/links.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import { showSuccessToast } from '../../../lib/toasts.tsx';
import type { Versioned } from '../../../lib/versioned-record.ts';
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
  const [adding, setAdding] = useState(false);
  const [ending, setEnding] = useState<Versioned<Membership>>();
  const [removing, setRemoving] = useState<Membership>();
  const label = (field: string) => t(`membership.fields.${field}` as 'membership.fields.joinDate');
  const reload = (id: number) => queryClient.fetchQuery({ ...membershipQueryOptions(id), staleTime: 0 });
  // The end form sends the version it was filled from: read it (with its ETag) when the form opens.
  const startEnding = async (id: number) => setEnding(await reload(id));

  const confirmRemove = async () => {
    if (!removing) return;
    await remove.mutateAsync({ id: removing.id, groupId });
    showSuccessToast(t('membership.remove.done'));
    setRemoving(undefined);
  };

  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button leftSection={<Icon name="plus" size={16} />} onClick={() => setAdding(true)}>
          {t('membership.list.add')}
        </Button>
      </Group>
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
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      aria-label={t('membership.list.endLabel', { name })}
                      onClick={() => void startEnding(row.id)}
                    >
                      {t('membership.list.end')}
                    </Button>
                  )}
                  <Button
                    size="compact-sm"
                    variant="default"
                    aria-label={t('membership.list.removeLabel', { name })}
                    onClick={() => setRemoving(row)}
                  >
                    {t('membership.list.remove')}
                  </Button>
                </Group>
              );
            },
          },
        ]}
      />
      <MembershipFormDrawer
        mode="create"
        groupId={groupId}
        opened={adding}
        onClose={() => setAdding(false)}
        onSaved={() => setAdding(false)}
      />
      {ending && (
        <MembershipFormDrawer
          mode="end"
          record={ending}
          opened
          onClose={() => setEnding(undefined)}
          onSaved={() => setEnding(undefined)}
          onReload={() => reload(ending.data.id)}
        />
      )}
      <ConfirmModal
        opened={removing !== undefined}
        onClose={() => setRemoving(undefined)}
        title={t('membership.remove.title')}
        cancelLabel={t('membership.remove.cancel')}
        confirmLabel={t('membership.remove.confirm')}
        pending={remove.isPending}
        onConfirm={() => void confirmRemove().catch(() => undefined)}
      >
        {t('membership.remove.body', { name: removing?.veterinaryEstablishment.name })}
      </ConfirmModal>
    </Stack>
  );
}
