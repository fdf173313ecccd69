interface NetworkInformationLike {
  effectiveType?: string;
  saveData?: boolean;
}

/** Spec §4: link prefetching is skipped when offline, on a 2g connection or in data-saver mode. */
export function canPrefetch(nav: Navigator = navigator): boolean {
  if (!nav.onLine) return false;
  const connection = (nav as Navigator & { connection?: NetworkInformationLike }).connection;
  if (connection?.saveData) return false;
  return !connection?.effectiveType?.includes('2g');
}
