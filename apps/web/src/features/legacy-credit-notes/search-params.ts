import { legacyCreditNoteListDeclaration } from '@vetbo/domain/lists/billing';
import { listUrlState, type SearchOf } from '../../lib/list-url-state.ts';

const idParam = (value: unknown): number | undefined => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : undefined;
};

/**
 * /overview/billing/legacyCreditNotes: a term, the treatment status, the establishment and the number;
 * `note` is the note open in the side panel, `panel=new` the creation.
 */
export const legacyCreditNotesListUrl = listUrlState(legacyCreditNoteListDeclaration, {
  filters: { accountingStatus: 'one', veterinaryEstablishmentId: 'one', documentCode: 'one' },
  extra: {
    note: idParam,
    panel: (value: unknown) => (value === 'new' ? ('new' as const) : undefined),
  },
});
export type LegacyCreditNotesSearch = SearchOf<typeof legacyCreditNotesListUrl>;
