import { describe, expect, it } from 'vitest';
import { zipStream } from './zip-stream.ts';

describe('zipStream: a content that fails', () => {
  it('stops with the error of a content that fails, without a central directory', async () => {
    const parts: Buffer[] = [];
    const failing = (async function* () {
      yield 'début';
      throw new Error('cursor lost');
    })();
    await expect(
      (async () => {
        for await (const part of zipStream([{ name: 'sheet.xml', content: failing }])) parts.push(part);
      })(),
    ).rejects.toThrow('cursor lost');
    expect(Buffer.concat(parts).includes(Buffer.from([0x50, 0x4b, 5, 6]))).toBe(false);
  });
});
