import { getRouteApi } from '@tanstack/react-router';
import { ListScreen } from '../../../components/data/ListScreen.tsx';
import { legacyCreditNotesListScreen } from '../components/legacy-credit-notes-list-screen.tsx';
import { SelectionProvider } from '../components/selection.tsx';
import type { LegacyCreditNotesSearch } from '../search-params.ts';

const route = getRouteApi('/{-$locale}/_authenticated/overview/billing/legacyCreditNotes');

/** /overview/billing/legacyCreditNotes: filters, sort, page and open panel live in the URL; the selection does not. */
export function LegacyCreditNotesListPage() {
  const navigate = route.useNavigate();
  const onChange = (patch: Partial<LegacyCreditNotesSearch>) =>
    void navigate({ search: (previous) => ({ ...previous, ...patch }) });
  return (
    <SelectionProvider>
      <ListScreen screen={legacyCreditNotesListScreen} search={route.useSearch()} onChange={onChange} />
    </SelectionProvider>
  );
}
