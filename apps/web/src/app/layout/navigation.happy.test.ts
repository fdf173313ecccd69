import { describe, expect, it } from 'vitest';
import { isItemActive, NAVIGATION, type NavigationItem, navigationFor } from './navigation.ts';

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

describe('the active entry', () => {
  const entry = (labelKey: string): NavigationItem => {
    const find = (items: NavigationItem[]): NavigationItem | undefined =>
      items.map((item) => (item.labelKey === labelKey ? item : find(item.children ?? []))).find(Boolean);
    return find(NAVIGATION) as NavigationItem;
  };

  it('is active on its own path and below it, in either locale, and below its records’ paths', () => {
    const creditors = entry('creditors');
    for (const path of [
      '/overview/billing/creditors',
      '/fr/overview/billing/creditors',
      '/creditors/2',
      '/fr/creditors/2',
    ])
      expect(isItemActive(creditors, path), path).toBe(true);
    for (const path of ['/overview/billing', '/overview/billing/creditorsX', '/creditorsX', '/invoices/1'])
      expect(isItemActive(creditors, path), path).toBe(false);
  });

  it('is active only on its exact paths when it lists some (the home, the billing overview)', () => {
    expect(isItemActive(entry('home'), '/fr/overview')).toBe(true);
    expect(isItemActive(entry('home'), '/overview/establishments')).toBe(false);
    expect(isItemActive(entry('billingOverview'), '/overview/billing')).toBe(true);
    expect(isItemActive(entry('billingOverview'), '/overview/billing/invoices')).toBe(false);
  });

  it('is never active without a route (a screen not built yet)', () => {
    expect(isItemActive(entry('chains'), '/overview')).toBe(false);
  });
});
