import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';

// NOTE: the legacy credit notes' list holds the same kind of selection; both could move to components/data.

/** The documents ticked on a list (kept across its pages, not in the URL). */
export interface Selection {
  ids: ReadonlyMap<number, string | null>;
  toggle: (document: { id: number; number: string | null }) => void;
  set: (documents: readonly { id: number; number: string | null }[], selected: boolean) => void;
  clear: () => void;
}

const SelectionContext = createContext<Selection>({
  ids: new Map(),
  toggle: () => undefined,
  set: () => undefined,
  clear: () => undefined,
});

/** The ticked documents by id, with their numbers (the PDF files' names). */
export function SelectionProvider({ children }: { children: ReactNode }) {
  const [ids, setIds] = useState<ReadonlyMap<number, string | null>>(() => new Map());
  const selection = useMemo<Selection>(() => {
    const change = (documents: readonly { id: number; number: string | null }[], selected?: boolean) =>
      setIds((current) => {
        const next = new Map(current);
        for (const { id, number } of documents) {
          if (selected ?? !next.has(id)) next.set(id, number);
          else next.delete(id);
        }
        return next;
      });
    return {
      ids,
      toggle: (document) => change([document]),
      set: (documents, selected) => change(documents, selected),
      clear: () => setIds(new Map()),
    };
  }, [ids]);
  return <SelectionContext.Provider value={selection}>{children}</SelectionContext.Provider>;
}

export const useSelection = () => useContext(SelectionContext);
