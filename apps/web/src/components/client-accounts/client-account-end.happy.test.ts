import { describe, expect, it } from 'vitest';
import { clientAccountEnd } from './client-account-end.ts';

describe('clientAccountEnd', () => {
  it('is open without an end day, ending through its last day, ended from the day after', () => {
    expect(clientAccountEnd(null, '2026-11-27')).toEqual({ state: 'open' });
    expect(clientAccountEnd('2026-12-31', '2026-11-27')).toEqual({ state: 'ending', day: '2026-12-31' });
    expect(clientAccountEnd('2026-11-27', '2026-11-27')).toEqual({ state: 'ending', day: '2026-11-27' });
    expect(clientAccountEnd('2026-11-26', '2026-11-27')).toEqual({ state: 'ended', day: '2026-11-26' });
  });
});
