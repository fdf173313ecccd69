import { ListSearchInput } from './ListSearchInput.tsx';
import type { ListFiltersProps } from './list-screen.ts';

/** The filters of a list searched by a term only (POST …/search): its input. */
export function TermFilter({
  search,
  onChange,
  label,
  placeholder,
}: ListFiltersProps<{ q?: string | undefined; page: number }> & { label: string; placeholder: string }) {
  return (
    <ListSearchInput
      label={label}
      placeholder={placeholder}
      value={search.q}
      onChange={(q) => onChange({ q, page: 1 })}
    />
  );
}
