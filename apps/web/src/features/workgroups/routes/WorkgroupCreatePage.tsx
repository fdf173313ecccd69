import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ROUTE_PATHS } from '../../../app/route-names.ts';
import { ListScreen } from '../../../components/data/ListScreen.tsx';
import { WorkgroupFormDrawer } from '../components/WorkgroupFormDrawer.tsx';
import { workgroupsListScreen } from '../components/workgroups-list-screen.tsx';
import type { WorkgroupsSearch } from '../search-params.ts';

const route = getRouteApi('/{-$locale}/_authenticated/workgroups/new');

/** /workgroups/new: the create drawer over the list, which keeps its search, filter and sort. */
export function WorkgroupCreatePage() {
  const { t } = useTranslation();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const toList = (next: WorkgroupsSearch) =>
    void navigate({ to: ROUTE_PATHS['overview-workgroups'], search: next });

  return (
    <>
      <ListScreen
        screen={workgroupsListScreen}
        search={search}
        onChange={(patch) => toList({ ...search, ...patch })}
        pageTitle={t('workgroup.form.createTitle')}
      />
      <WorkgroupFormDrawer
        mode="create"
        opened
        onClose={() => toList(search)}
        onSaved={(group) =>
          void navigate({ to: ROUTE_PATHS['workgroups-id'], params: { id: String(group.id) } })
        }
      />
    </>
  );
}
