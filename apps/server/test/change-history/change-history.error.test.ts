import { describe, expect, it } from 'vitest';
import { call } from '../support/api.ts';
import { moderator, useChangeHistoryWorld } from '../support/factories/change-history-world.ts';

useChangeHistoryWorld();

describe('[HISTORY] change history', () => {
  it('refuses an unknown resource name or a malformed date with field errors', async () => {
    const answer = await call('GET', '/v1/change_history?resource[]=passwords&fromDate=hier', {
      token: moderator,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors.map((e: { path: string }) => e.path).sort()).toEqual([
      'fromDate',
      'resource[].0',
    ]);
  });
});
