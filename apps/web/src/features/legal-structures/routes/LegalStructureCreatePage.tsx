import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ROUTE_PATHS } from '../../../app/route-names.ts';
import { ListScreen } from '../../../components/data/ListScreen.tsx';
import { LegalStructureFormDrawer } from '../components/LegalStructureFormDrawer.tsx';
import { legalStructuresListScreen } from '../components/legal-structures-list-screen.tsx';
import type { LegalStructuresSearch } from '../search-params.ts';

const route = getRouteApi('/{-$locale}/_authenticated/legalStructures/new');

/** /legalStructures/new: the create drawer over the list, which keeps its search and sort. */
export function LegalStructureCreatePage() {
  const { t } = useTranslation();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const toList = (next: LegalStructuresSearch) =>
    void navigate({ to: ROUTE_PATHS['overview-legalStructures'], search: next });

  return (
    <>
      <ListScreen
        screen={legalStructuresListScreen}
        search={search}
        onChange={(patch) => toList({ ...search, ...patch })}
        pageTitle={t('legalStructures.new')}
      />
      <LegalStructureFormDrawer
        mode="create"
        opened
        onClose={() => toList(search)}
        onSaved={(structure) =>
          void navigate({ to: ROUTE_PATHS['legalStructures-id'], params: { id: String(structure.id) } })
        }
      />
    </>
  );
}
