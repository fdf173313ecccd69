import { describe, expect, expectTypeOf, it } from 'vitest';
import { pageName, pagePath, ROUTE_NAMES, ROUTE_PATHS, routeUrl } from './route-names.ts';

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

  it('names a page after its path, as the spec does: segments joined by "-", "$" dropped', () => {
    expect(pageName('creditors/$id')).toBe('creditors-id');
    expectTypeOf(pageName('creditors/$id')).toEqualTypeOf<'creditors-id'>();
    expect(pageName('overview/billing/fichiers-xml/virements')).toBe(
      'overview-billing-fichiers-xml-virements',
    );
    expect(pageName('legalStructures/$id/billingAccounts/$billingAccountId')).toBe(
      'legalStructures-id-billingAccounts-billingAccountId',
    );
    expectTypeOf(pageName('onboarding/my-account')).toEqualTypeOf<'onboarding-my-account'>();
    expect(pageName('members')).toBe('members');
  });

  it('declares each path once: every name is its path’s but the four the spec gives otherwise', () => {
    const irregular = Object.entries(ROUTE_PATHS)
      .filter(([name, path]) => pageName(path.replace(/^\/\{-\$locale\}\/?/, '')) !== name)
      .map(([name]) => name);
    expect(irregular.sort()).toEqual([
      'index',
      'onboarding-mandates',
      'onboarding-regularise',
      'onboarding-signature',
    ]);
    const paths = Object.values(ROUTE_PATHS);
    expect(new Set(paths).size).toBe(paths.length);
    expect(ROUTE_PATHS['creditors-id']).toBe('/{-$locale}/creditors/$id');
    expectTypeOf(ROUTE_PATHS['creditors-id']).toEqualTypeOf<'/{-$locale}/creditors/$id'>();
  });

  it('gives a route its path under the locale by the page’s name', () => {
    expect(pagePath('overview-billing-creditors')).toBe('overview/billing/creditors');
    expectTypeOf(pagePath('creditors-id')).toEqualTypeOf<'creditors/$id'>();
    expect(pagePath('onboarding-mandates')).toBe('onboarding');
    expect(pagePath('onboarding-signature')).toBe('onboarding/signature/$signerId');
  });
});
