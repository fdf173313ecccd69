import { useTranslation } from 'react-i18next';
import { lazyComponent } from '../../../app/lazy-page.ts';
import { ROUTE_PATHS } from '../../../app/route-names.ts';
import { ListScreen } from '../../../components/data/ListScreen.tsx';
import { Icon } from '../../../components/ui/Icon.tsx';
import { ButtonLink } from '../../../components/ui/links.tsx';
import { usePageTitle } from '../../../hooks/usePageTitle.ts';
import { useWorkgroups } from '../api/get-workgroups.ts';
import { type WorkgroupsSearch, workgroupsListUrl } from '../search-params.ts';
import { WorkgroupsTable } from './WorkgroupsTable.tsx';

// The inputs' code (Mantine Input, Combobox) comes after the rows: the list's first paint stays within
// its JavaScript budget (see the legal structures list).
const WorkgroupsFilters = lazyComponent(() =>
  import('./WorkgroupsFilters.tsx').then((m) => m.WorkgroupsFilters),
);

interface WorkgroupsListProps {
  search: WorkgroupsSearch;
  onChange: (patch: Partial<WorkgroupsSearch>) => void;
  /** The create drawer, open over the list, names the page instead. */
  pageTitle?: string;
}

export function WorkgroupsList({ search, onChange, pageTitle }: WorkgroupsListProps) {
  const { t } = useTranslation();
  usePageTitle(pageTitle ?? t('workgroups.title'));
  const list = useWorkgroups(search);

  return (
    <ListScreen
      title={t('workgroups.title')}
      total={list.data ? t('workgroups.list.total', { count: list.data.meta.total }) : undefined}
      createAction={
        <ButtonLink
          to={ROUTE_PATHS['workgroups-new']}
          search={search}
          leftSection={<Icon name="plus" size={16} />}
        >
          {t('workgroups.new')}
        </ButtonLink>
      }
      reset={{
        active: workgroupsListUrl.hasActiveFilters(search),
        onReset: () => onChange(workgroupsListUrl.resetFilters),
      }}
      filtersLabel={t('workgroups.list.filters')}
      filters={<WorkgroupsFilters search={search} onChange={onChange} />}
      filtersWidth={720}
      error={
        list.isError && !list.data
          ? {
              title: t('workgroups.list.error'),
              message: list.error.message,
              onRetry: () => void list.refetch(),
            }
          : undefined
      }
    >
      <WorkgroupsTable
        search={search}
        records={list.data?.data ?? []}
        total={list.data?.meta.total ?? 0}
        fetching={list.isFetching}
        onChange={onChange}
      />
    </ListScreen>
  );
}
