import { describe, expect, it } from 'vitest';
import { isRouteLocalePrefix, pagePath, ROUTE_PATHS, routeUrl } from './route-names.ts';

describe('route names', () => {
  it('accepts only the fr prefix', () => {
    expect(isRouteLocalePrefix('fr')).toBe(true);
    expect(isRouteLocalePrefix('en')).toBe(false);
    expect(isRouteLocalePrefix('overview')).toBe(false);
  });

  it('refuses a name no page has, at compile time', () => {
    // @ts-expect-error a page's name, not its path
    expect(() => pagePath('creditors/$id')).toThrow();
    // @ts-expect-error no such page
    expect(ROUTE_PATHS['creditors-idx']).toBeUndefined();
    // @ts-expect-error a route name carries its locale suffix
    expect(() => routeUrl('creditors-id')).toThrow();
  });
});
