import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';

/** The notes ticked on the list for "Marquer comme traités" (kept across pages, cleared once marked). */
export interface Selection {
  ids: ReadonlySet<number>;
  toggle: (id: number) => void;
  set: (ids: readonly number[], selected: boolean) => void;
  clear: () => void;
}

const NONE: Selection = {
  ids: new Set(),
  toggle: () => undefined,
  set: () => undefined,
  clear: () => undefined,
};
const SelectionContext = createContext<Selection>(NONE);

export function SelectionProvider({ children }: { children: ReactNode }) {
  const [ids, setIds] = useState<ReadonlySet<number>>(() => new Set());
  const selection = useMemo<Selection>(
    () => ({
      ids,
      toggle: (id) =>
        setIds((current) => {
          const next = new Set(current);
          if (!next.delete(id)) next.add(id);
          return next;
        }),
      set: (many, selected) =>
        setIds((current) => {
          const next = new Set(current);
          for (const id of many) selected ? next.add(id) : next.delete(id);
          return next;
        }),
      clear: () => setIds(new Set()),
    }),
    [ids],
  );
  return <SelectionContext.Provider value={selection}>{children}</SelectionContext.Provider>;
}

export const useSelection = () => useContext(SelectionContext);
