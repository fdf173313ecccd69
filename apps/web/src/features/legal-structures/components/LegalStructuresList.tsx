import { useTranslation } from 'react-i18next';
import { lazyComponent } from '../../../app/lazy-page.ts';
import { ROUTE_PATHS } from '../../../app/route-names.ts';
import { ListScreen } from '../../../components/data/ListScreen.tsx';
import { Icon } from '../../../components/ui/Icon.tsx';
import { ButtonLink } from '../../../components/ui/links.tsx';
import { usePageTitle } from '../../../hooks/usePageTitle.ts';
import { useLegalStructures } from '../api/get-legal-structures.ts';
import { type LegalStructuresSearch, legalStructuresListUrl } from '../search-params.ts';
import { LegalStructuresTable } from './LegalStructuresTable.tsx';

// The input's code (Mantine Input) comes after the rows, as the establishments' filters do: the list's
// first paint stays within its JavaScript budget.
const LegalStructuresSearchBox = lazyComponent(() =>
  import('./LegalStructuresSearchBox.tsx').then((m) => m.LegalStructuresSearchBox),
);

interface LegalStructuresListProps {
  search: LegalStructuresSearch;
  onChange: (patch: Partial<LegalStructuresSearch>) => void;
  /** The create drawer, open over the list, names the page instead. */
  pageTitle?: string;
}

export function LegalStructuresList({ search, onChange, pageTitle }: LegalStructuresListProps) {
  const { t } = useTranslation();
  usePageTitle(pageTitle ?? t('legalStructures.title'));
  const list = useLegalStructures(search);

  return (
    <ListScreen
      title={t('legalStructures.title')}
      total={list.data ? t('legalStructures.list.total', { count: list.data.meta.total }) : undefined}
      createAction={
        <ButtonLink
          to={ROUTE_PATHS['legalStructures-new']}
          search={search}
          leftSection={<Icon name="plus" size={16} />}
        >
          {t('legalStructures.new')}
        </ButtonLink>
      }
      reset={{
        active: legalStructuresListUrl.hasActiveFilters(search),
        onReset: () => onChange(legalStructuresListUrl.resetFilters),
      }}
      filtersLabel={t('establishments.list.filters')}
      filters={<LegalStructuresSearchBox value={search.q} onChange={(q) => onChange({ q, page: 1 })} />}
      filtersWidth={480}
      error={
        list.isError && !list.data
          ? {
              title: t('legalStructures.list.error'),
              message: list.error.message,
              onRetry: () => void list.refetch(),
            }
          : undefined
      }
    >
      <LegalStructuresTable
        search={search}
        records={list.data?.data ?? []}
        total={list.data?.meta.total ?? 0}
        fetching={list.isFetching}
        onChange={onChange}
      />
    </ListScreen>
  );
}
