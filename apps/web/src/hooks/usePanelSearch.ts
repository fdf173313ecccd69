import { useNavigate } from '@tanstack/react-router';

/**
 * A detail page's side panel lives in the URL (?panel=edit): opening and closing it replaces the
 * history entry, so Back leaves the page rather than the panel.
 */
export function usePanelSearch<P extends string>() {
  const navigate = useNavigate();
  return (next: P | undefined) =>
    void navigate({
      search: (previous: Record<string, unknown>) => ({ ...previous, panel: next }),
      replace: true,
    } as never);
}
