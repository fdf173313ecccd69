import { describe, expect, it } from 'vitest';
import { ROUTE_NAMES, routeUrl } from './route-names.ts';

describe('route names', () => {
  it('names every route with its locale suffix, prefixed and unprefixed', () => {
    expect(ROUTE_NAMES['overview-establishments___fr']).toEqual({
      to: '/{-$locale}/overview/establishments',
      locale: 'fr',
    });
    expect(ROUTE_NAMES['overview-establishments___fr___default'].locale).toBeUndefined();
  });

  it('builds the URL of a named route', () => {
    expect(routeUrl('overview-establishments___fr')).toBe('/fr/overview/establishments');
    expect(routeUrl('overview-establishments___fr___default')).toBe('/overview/establishments');
    expect(routeUrl('establishments-id___fr', { id: 42 })).toBe('/fr/establishments/42');
    expect(routeUrl('index___fr___default')).toBe('/');
    expect(routeUrl('index___fr')).toBe('/fr');
  });
});
