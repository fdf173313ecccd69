import { Button, Group, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { can } from '@vetbo/domain/permissions';
import { LEADER_JOB_TITLE } from '@vetbo/domain/teams';
import { useTranslation } from 'react-i18next';
import { ROUTE_PATHS } from '../../../app/route-names.ts';
import { RelatedTable, writeColumn } from '../../../components/detail/RelatedTable.tsx';
import { WriteAction, WriteMark } from '../../../components/permissions/WriteAction.tsx';
import { Icon } from '../../../components/ui/Icon.tsx';
import { AnchorLink } from '../../../components/ui/links.tsx';
import { useCrudDrawers } from '../../../hooks/useCrudDrawers.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { useMe } from '../../auth/public.ts';
import { getTeamJob, type TeamJob, type TeamOwner, teamJobKey, useTeam } from '../api/team.ts';
import { TeamJobDrawer } from './TeamJobDrawer.tsx';

/** The "Équipe" tab of an establishment or a group: who works there, as what and since when; add a person, end a job. */
export function TeamTab({ owner }: { owner: TeamOwner }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const team = useTeam(owner);
  const me = useMe();
  const role = me.data?.staffRole;
  // Ending a job is its edit: the drawer starts from the job as it is now, with its ETag.
  const crud = useCrudDrawers<TeamJob>({
    area: 'users',
    load: (id) =>
      queryClient.fetchQuery({
        queryKey: teamJobKey(owner, id),
        queryFn: () => getTeamJob(owner, id),
        staleTime: 0,
      }),
  });
  // The server's rules, so that nobody is offered what it refuses: no one changes their own jobs, and a
  // leader job (the right to sign for an establishment) is given or ended by `billing` writers only.
  const mayEnd = (job: TeamJob) =>
    crud.mayWrite &&
    job.userId !== me.data?.id &&
    (job.jobTitle !== LEADER_JOB_TITLE || can(role, 'write', 'billing'));

  return (
    <Stack gap="md">
      <WriteAction area={crud.area}>
        <Group justify="flex-end">
          <Button leftSection={<Icon name="plus" size={16} />} onClick={crud.create.open}>
            {t('teams.add')}
          </Button>
        </Group>
      </WriteAction>
      <RelatedTable<TeamJob>
        query={team}
        caption={t(owner.kind === 'establishment' ? 'teams.caption' : 'teams.groupCaption')}
        emptyText={t('teams.empty')}
        rowKey={(job) => job.id}
        columns={[
          {
            label: t('users.fields.name'),
            render: (job) => (
              <AnchorLink to={ROUTE_PATHS['users-id']} params={{ id: String(job.userId) }}>
                {job.user.firstName} {job.user.lastName}
              </AnchorLink>
            ),
          },
          { label: t('users.network.jobTitle'), render: (job) => t(`users.jobTitles.${job.jobTitle}`) },
          {
            label: t('users.network.department'),
            render: (job) => (job.department ? t(`users.departments.${job.department}`) : null),
          },
          { label: t('users.network.entryDate'), render: (job) => formatDate(job.entryDate) },
          { label: t('users.network.exitDate'), render: (job) => formatDate(job.exitDate) },
          {
            label: t('users.network.state'),
            render: (job) => t(job.active ? 'users.network.current' : 'users.network.ended'),
          },
          ...writeColumn<TeamJob>(crud.mayWrite, {
            label: t('teams.actions'),
            render: (job) =>
              job.exitDate || !mayEnd(job) ? null : (
                <WriteMark area={crud.area}>
                  <Button
                    size="compact-sm"
                    variant="default"
                    aria-label={t('teams.endLabel', { name: `${job.user.firstName} ${job.user.lastName}` })}
                    onClick={() => crud.edit.open(job.id)}
                  >
                    {t('teams.end')}
                  </Button>
                </WriteMark>
              ),
          }),
        ]}
      />
      <TeamJobDrawer owner={owner} mode="create" opened={crud.create.opened} onClose={crud.create.close} />
      {crud.edit.record && (
        <TeamJobDrawer
          owner={owner}
          mode="end"
          record={crud.edit.record}
          opened
          onClose={crud.edit.close}
          onReload={crud.edit.reload}
        />
      )}
    </Stack>
  );
}
