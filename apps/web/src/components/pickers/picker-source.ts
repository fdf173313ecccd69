// What a resource's picker asks the API: a few matches of the typed term (the collection's search
// endpoint), and the chosen record's label when the form opens on one (its detail, shared with its page).
import { useQuery } from '@tanstack/react-query';
import type { ApiPath } from '@vetbo/api-client/client';
import type { ItemOf, ListQuery, Resource } from '../../app/api/resource.ts';
import type { RemoteOption } from '../forms/RemoteSearchSelect.tsx';

const PICKER_LIMIT = 20;

export interface PickerSource {
  useOptions: (term: string, enabled: boolean) => { data?: RemoteOption[]; isFetching: boolean };
  useSelected: (id: number | undefined) => RemoteOption | undefined;
}

export function pickerSource<C extends ApiPath>(
  api: Resource<C>,
  label: (row: ItemOf<C>) => string,
  /** Collections too large to list from nothing wait for this many typed characters. */
  { minLength = 0 }: { minLength?: number } = {},
): PickerSource {
  const toOption = (row: ItemOf<C>): RemoteOption => ({ id: (row as { id: number }).id, label: label(row) });
  return {
    useOptions: (term, enabled) => {
      const typed = term.trim();
      return useQuery({
        ...api.listOptions({ page: 1, limit: PICKER_LIMIT } as unknown as ListQuery<C>, {
          term: typed || undefined,
        }),
        enabled: enabled && typed.length >= minLength,
        select: (answer) => (answer as { data: ItemOf<C>[] }).data.map(toOption),
      });
    },
    useSelected: (id) =>
      useQuery({
        ...api.detailOptions(id ?? 0),
        enabled: id !== undefined,
        select: (record) => toOption(record.data),
      }).data,
  };
}
