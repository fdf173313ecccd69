import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ROUTE_PATHS } from '../../../app/route-names.ts';
import { ListScreen } from '../../../components/data/ListScreen.tsx';
import { EstablishmentFormDrawer } from '../components/EstablishmentFormDrawer.tsx';
import { establishmentsListScreen } from '../components/establishments-list-screen.tsx';
import type { EstablishmentsSearch } from '../search-params.ts';

const route = getRouteApi('/{-$locale}/_authenticated/establishments/new');

/** /establishments/new: the create drawer over the list, which keeps its filters. */
export function EstablishmentCreatePage() {
  const { t } = useTranslation();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const toList = (next: EstablishmentsSearch) =>
    void navigate({ to: ROUTE_PATHS['overview-establishments'], search: next });

  return (
    <>
      <ListScreen
        screen={establishmentsListScreen}
        search={search}
        onChange={(patch) => toList({ ...search, ...patch })}
        pageTitle={t('establishments.new')}
      />
      <EstablishmentFormDrawer
        mode="create"
        opened
        onClose={() => toList(search)}
        onSaved={(establishment) =>
          void navigate({ to: ROUTE_PATHS['establishments-id'], params: { id: String(establishment.id) } })
        }
      />
    </>
  );
}
