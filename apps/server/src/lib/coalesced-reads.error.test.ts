import { describe, expect, it } from 'vitest';
import { coalescedReads } from './coalesced-reads.ts';

describe('coalesced reads', () => {
  it('give every read of a failed call its error, and read normally afterwards', async () => {
    let fail = true;
    const read = coalescedReads(async (ids: number[]) => {
      if (fail) throw new Error('database busy');
      return new Map(ids.map((id) => [id, id * 10]));
    });
    const failed = await Promise.allSettled([read(1), read(2)]);
    expect(failed.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect((failed[0] as PromiseRejectedResult).reason).toEqual(new Error('database busy'));
    fail = false;
    expect(await read(4)).toBe(40);
  });

  it('fail the batch when the read throws at once, without stopping the process', async () => {
    const read = coalescedReads<number>(() => {
      throw new Error('no statement');
    });
    const failed = await Promise.allSettled([read(1), read(2)]);
    expect(failed.map((result) => result.status)).toEqual(['rejected', 'rejected']);
  });
});
