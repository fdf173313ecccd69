import { describe, expect, it } from 'vitest';
import { type NavigationItem, navigationFor } from './navigation.ts';

const labels = (items: NavigationItem[]): string[] =>
  items.flatMap((item) => [item.labelKey, ...labels(item.children ?? [])]);

describe('the sidebar each staff role is shown', () => {
  it('the SEPA files (moneyFiles) for ADMIN and ACCOUNTANT only', () => {
    for (const role of ['ADMIN', 'ACCOUNTANT'] as const) {
      expect(labels(navigationFor(role))).toEqual(
        expect.arrayContaining(['xmlFiles', 'withdrawals', 'transfers']),
      );
    }
    for (const role of ['MANAGER', 'MODERATOR', undefined] as const) {
      const shown = labels(navigationFor(role));
      expect(shown).toContain('invoices');
      expect(shown).not.toContain('xmlFiles');
      expect(shown).not.toContain('withdrawals');
    }
  });

  it('the outbox for ADMIN only', () => {
    expect(labels(navigationFor('ADMIN'))).toContain('outbox');
    expect(labels(navigationFor('ACCOUNTANT'))).not.toContain('outbox');
  });
});
