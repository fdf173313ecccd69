import { useQuery } from '@tanstack/react-query';
import { changeHistoryApi } from '../../../app/api/change-history.ts';
import { establishmentsApi } from '../../../app/api/establishments.ts';
import { legalStructuresApi } from '../../../app/api/legal-structures.ts';
import { workgroupsApi } from '../../../app/api/workgroups.ts';

// The home page asks each list for one row: its `meta.total` is the count.
const ONE_ROW = { page: 1, limit: 1 } as const;

const COUNTED = {
  establishments: () => establishmentsApi.listOptions(ONE_ROW),
  legalStructures: () => legalStructuresApi.listOptions(ONE_ROW),
  workgroups: () => workgroupsApi.listOptions(ONE_ROW),
};

export type OverviewResource = keyof typeof COUNTED;

export function useOverviewCount(resource: OverviewResource) {
  return useQuery({
    ...(COUNTED[resource]() as ReturnType<(typeof COUNTED)['establishments']>),
    select: (answer) => ({ total: answer.meta.total, exact: answer.meta.totalIsExact }),
  });
}

/** How many of the network's latest changes the home page shows. */
export const RECENT_CHANGES_LIMIT = 8;

export const useRecentChanges = () => changeHistoryApi.useList({ page: 1, limit: RECENT_CHANGES_LIMIT });
