import { describe, expect, it } from 'vitest';
import { coalescedReads } from './coalesced-reads.ts';

/** A read of many ids that records each call, answering `record <id>` for ids below 100. */
function recordingReader() {
  const calls: number[][] = [];
  const readMany = async (ids: number[]) => {
    calls.push(ids);
    return new Map(ids.filter((id) => id < 100).map((id) => [id, `record ${id}`]));
  };
  return { calls, readMany };
}

describe('coalesced reads', () => {
  it('answer reads asked in the same turn with one call, each with its own record', async () => {
    const { calls, readMany } = recordingReader();
    const read = coalescedReads(readMany);
    const answers = await Promise.all([read(3), read(1), read(3), read(2), read(150)]);
    expect(answers).toEqual(['record 3', 'record 1', 'record 3', 'record 2', undefined]);
    expect(calls).toEqual([[3, 1, 2, 150]]);
  });

  it('read again in a later turn (no answer is kept)', async () => {
    const { calls, readMany } = recordingReader();
    const read = coalescedReads(readMany);
    expect(await read(5)).toBe('record 5');
    expect(await read(5)).toBe('record 5');
    expect(calls).toEqual([[5], [5]]);
  });

  it('split more reads than the batch allows into several calls', async () => {
    const { calls, readMany } = recordingReader();
    const read = coalescedReads(readMany, 3);
    const answers = await Promise.all([1, 2, 3, 4, 5, 6, 7].map((id) => read(id)));
    expect(answers).toEqual([1, 2, 3, 4, 5, 6, 7].map((id) => `record ${id}`));
    expect(calls).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
  });
});
