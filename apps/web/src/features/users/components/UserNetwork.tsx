import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ROUTE_PATHS } from '../../../app/route-names.ts';
import { RelatedTable } from '../../../components/detail/RelatedTable.tsx';
import { AnchorLink } from '../../../components/ui/links.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import { type EstablishmentJob, type GroupJob, useUserJobs } from '../api/users.ts';

type Job = EstablishmentJob | GroupJob;

/** The network tab: the establishments and groups the user works for, with job titles and dates. */
export function UserNetwork({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const jobs = useUserJobs(userId);
  const common = [
    {
      label: t('users.network.jobTitle'),
      render: (job: Job) => (job.jobTitle ? t(`users.jobTitles.${job.jobTitle}`) : null),
    },
    {
      label: t('users.network.department'),
      render: (job: Job) => (job.department ? t(`users.departments.${job.department}`) : null),
    },
    { label: t('users.network.entryDate'), render: (job: Job) => formatDate(job.entryDate) },
    { label: t('users.network.exitDate'), render: (job: Job) => formatDate(job.exitDate) },
    {
      label: t('users.network.state'),
      render: (job: Job) => t(job.active ? 'users.network.current' : 'users.network.ended'),
    },
  ];
  const query = (rows: Job[] | undefined) => ({ ...jobs, data: rows ? { data: rows } : undefined });
  return (
    <Stack gap="lg">
      <section>
        <Title order={2} size="h4" mb="sm">
          {t('users.network.establishments')}
        </Title>
        <RelatedTable<EstablishmentJob>
          query={query(jobs.data?.establishments) as never}
          caption={t('users.network.establishments')}
          hideCaption
          emptyText={t('users.network.empty')}
          rowKey={(job) => job.id}
          columns={[
            {
              label: t('users.network.place'),
              render: (job) => (
                <AnchorLink
                  to={ROUTE_PATHS['establishments-id']}
                  params={{ id: String(job.veterinaryEstablishmentId) }}
                >
                  {job.veterinaryEstablishment.name}
                </AnchorLink>
              ),
            },
            ...common,
          ]}
        />
      </section>
      <section>
        <Title order={2} size="h4" mb="sm">
          {t('users.network.groups')}
        </Title>
        <RelatedTable<GroupJob>
          query={query(jobs.data?.groups) as never}
          caption={t('users.network.groups')}
          hideCaption
          emptyText={t('users.network.empty')}
          rowKey={(job) => job.id}
          columns={[
            {
              label: t('users.network.place'),
              render: (job) => (
                <AnchorLink to={ROUTE_PATHS['workgroups-id']} params={{ id: String(job.veterinaryGroupId) }}>
                  {job.veterinaryGroup.entitled}
                </AnchorLink>
              ),
            },
            ...common,
          ]}
        />
      </section>
    </Stack>
  );
}
