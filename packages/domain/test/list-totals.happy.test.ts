import { describe, expect, it } from 'vitest';
import { cappedTotal, DEFAULT_TOTAL, defineList, totalCap } from '../src/list-definition.ts';
import { listMetaSchema } from '../src/list-query.ts';
import { establishmentAddressListDeclaration } from '../src/lists/establishment-addresses.ts';
import { establishmentListDeclaration } from '../src/lists/establishments.ts';

describe('list totals (counted exactly up to a threshold)', () => {
  it('count one row past the threshold, or past the page asked for when it lies beyond', () => {
    const strategy = { exactUpTo: 1000 };
    expect(totalCap(strategy, { page: 1, limit: 20 })).toBe(1001);
    expect(totalCap(strategy, { page: 50, limit: 20 })).toBe(1001);
    expect(totalCap(strategy, { page: 51, limit: 20 })).toBe(1021);
    expect(totalCap(strategy, { page: 3, limit: 500 })).toBe(1501);
  });

  it('answer the count below the cap as exact, and reaching it as "more than"', () => {
    expect(cappedTotal(0, 1001)).toEqual({ total: 0, totalIsExact: true });
    expect(cappedTotal(1000, 1001)).toEqual({ total: 1000, totalIsExact: true });
    expect(cappedTotal(1001, 1001)).toEqual({ total: 1000, totalIsExact: false });
    // "More than 1 020": page 51 of 20 is full and another page follows.
    expect(cappedTotal(1021, 1021)).toEqual({ total: 1020, totalIsExact: false });
  });

  it('take the declared strategy, or the default', () => {
    expect(defineList(establishmentListDeclaration).total).toEqual(DEFAULT_TOTAL);
    expect(defineList({ ...establishmentAddressListDeclaration, total: { exactUpTo: 50 } }).total).toEqual({
      exactUpTo: 50,
    });
    expect(DEFAULT_TOTAL.exactUpTo).toBe(10_000);
  });

  it('say which in every list answer’s meta', () => {
    expect(listMetaSchema.safeParse({ page: 1, limit: 20, total: 3 }).success).toBe(false);
    expect(listMetaSchema.parse({ page: 1, limit: 20, total: 10_000, totalIsExact: false })).toEqual({
      page: 1,
      limit: 20,
      total: 10_000,
      totalIsExact: false,
    });
  });
});

describe('requested sorts', () => {
  it('keep the caller’s order and leave the default out', () => {
    const list = defineList(establishmentListDeclaration);
    const query = { sortName: 'desc', sortType: 'asc' };
    expect(list.requestedSorts(query, ['sortType', 'page', 'sortName'])).toEqual([
      { field: 'type', direction: 'asc' },
      { field: 'name', direction: 'desc' },
    ]);
    expect(list.requestedSorts({}, [])).toEqual([]);
    expect(list.sortTerms({}, [])).toEqual([{ field: 'createdDate', direction: 'desc' }]);
  });
});
