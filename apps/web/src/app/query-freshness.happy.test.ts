// Spec §4/§9: cached lists are fresh for 600 ms and loads that arrive together share one request
// (issue 22 §3). Every other figure is one docs/decisions.md records ("Cached lists are fresh for 600 ms").
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createQueryClient, QUERY_STALE_TIME_MS } from './query-client.ts';

const SRC = join(new URL('.', import.meta.url).pathname, '..');

/** Where a query keeps another freshness than the app's, and why (the decision's list). */
const RECORDED = {
  'hooks/useMe.ts': 'the signed-in user',
  'components/files/files-api.ts': "a picture's bytes",
  'features/services/api/subscriptions.ts': 'the establishments’ names beside a page of subscriptions',
  'features/sales-journals/components/FecDrawer.tsx': 'the creditors of a select',
  'features/sales-journals/components/SalesJournalDrawer.tsx': 'the creditors of a select',
  'features/sepa-files/components/SepaFileFilters.tsx': 'the creditors of a select',
  'features/billing-documents/components/DocumentFilters.tsx': 'the creditors of a select',
  'features/billing-documents/api/billing-chains.ts': 'the hash chains recomputed',
};

/** Every source file (not tests) with a `staleTime` other than 0 (0: "read it again now"). */
function filesWithOwnFreshness(): string[] {
  return readdirSync(SRC, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.'))
    .map((entry) => relative(SRC, join(entry.parentPath, entry.name)))
    .filter((file) => {
      const text = readFileSync(join(SRC, file), 'utf8');
      return [...text.matchAll(/staleTime(?:\s*:\s*|\s*=\s*)([^,}\n;]+)/g)].some(([, value]) => {
        const figure = value?.trim() ?? '';
        return !['0', 'QUERY_STALE_TIME_MS', 'number', 'undefined', 'staleTime'].includes(figure);
      });
    })
    .filter((file) => !file.startsWith('app/api/resource.ts') && file !== 'app/query-client.ts')
    .sort();
}

describe('cached data is fresh for 600 ms, and loads at the same time share one request', () => {
  it('every query takes 600 ms unless it is one of the recorded exceptions', () => {
    expect(QUERY_STALE_TIME_MS).toBe(600);
    expect(createQueryClient().getDefaultOptions().queries?.staleTime).toBe(600);
    // A catalogue list (mandates, services, service options, groups) given its own figure fails here.
    expect(filesWithOwnFreshness()).toEqual(Object.keys(RECORDED).sort());
  });

  it('two screens asking the same list at once send one request', async () => {
    const client = createQueryClient();
    let requests = 0;
    const load = () =>
      client.fetchQuery({
        queryKey: ['/v1/veterinary_service_options', { page: 1 }],
        queryFn: async () => {
          requests += 1;
          await new Promise((resolve) => setTimeout(resolve, 20));
          return { data: [] };
        },
      });
    await Promise.all([load(), load(), load()]);
    expect(requests).toBe(1);
    // Still fresh: asked again at once, no request.
    await load();
    expect(requests).toBe(1);
    // Older than 600 ms: asked again, one new request.
    await new Promise((resolve) => setTimeout(resolve, QUERY_STALE_TIME_MS + 50));
    await load();
    expect(requests).toBe(2);
  });
});
