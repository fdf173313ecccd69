import { describe, expect, it } from 'vitest';
import { isRouteLocalePrefix } from './route-names.ts';

describe('route names', () => {
  it('accepts only the fr prefix', () => {
    expect(isRouteLocalePrefix('fr')).toBe(true);
    expect(isRouteLocalePrefix('en')).toBe(false);
    expect(isRouteLocalePrefix('overview')).toBe(false);
  });
});
