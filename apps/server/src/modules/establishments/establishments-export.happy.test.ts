import { describe, expect, it } from 'vitest';
import { xmlSafe } from './establishments.export.ts';

async function safe(chunks: Buffer[]): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of xmlSafe(
    (async function* () {
      yield* chunks;
    })(),
  ))
    parts.push(part);
  return Buffer.concat(parts).toString('utf8');
}

describe('xmlSafe (the worksheet rows as the database wrote them)', () => {
  const text = 'Clinique\u0001 «\u0008Éloi» \uFFFE€\uFFFF\t\r\n\u001f fin\uFFFD';
  const expected = 'Clinique «Éloi» €\t\r\n fin\uFFFD';

  it('drops the characters XML 1.0 cannot hold, keeps tab, line ends and every other character', async () => {
    expect(await safe([Buffer.from(text)])).toBe(expected);
    expect(await safe([Buffer.from('<c r="A2"><v>1</v></c>')])).toBe('<c r="A2"><v>1</v></c>');
  });

  it('finds U+FFFE and U+FFFF split across two network reads (every split point)', async () => {
    const bytes = Buffer.from(text);
    for (let at = 1; at < bytes.length; at++)
      expect(await safe([bytes.subarray(0, at), bytes.subarray(at)])).toBe(expected);
  });
});
