import { describe, expect, it } from 'vitest';
import { srgbProfile } from '../src/pdf/srgb-icc.ts';

const ascii = (bytes: Uint8Array, at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));
const u32 = (bytes: Uint8Array, at: number) => new DataView(bytes.buffer, bytes.byteOffset).getUint32(at);

describe('the sRGB output-intent profile', () => {
  const profile = srgbProfile();

  it('is an ICC v2 RGB display profile whose header gives its own size', () => {
    expect(u32(profile, 0)).toBe(profile.length);
    expect(u32(profile, 8)).toBe(0x02100000);
    expect([ascii(profile, 12), ascii(profile, 16), ascii(profile, 20), ascii(profile, 36)]).toEqual([
      'mntr',
      'RGB ',
      'XYZ ',
      'acsp',
    ]);
  });

  it('has the tags a matrix/TRC display profile needs, each inside the file', () => {
    const count = u32(profile, 128);
    const tags = new Map<string, [number, number]>();
    for (let i = 0; i < count; i++) {
      const at = 132 + i * 12;
      tags.set(ascii(profile, at), [u32(profile, at + 4), u32(profile, at + 8)]);
    }
    expect([...tags.keys()].sort()).toEqual(
      ['bTRC', 'bXYZ', 'cprt', 'desc', 'gTRC', 'gXYZ', 'rTRC', 'rXYZ', 'wtpt'].sort(),
    );
    for (const [offset, size] of tags.values()) {
      expect(offset % 4).toBe(0);
      expect(offset + size).toBeLessThanOrEqual(profile.length);
    }
    expect(ascii(profile, (tags.get('rTRC') as [number, number])[0])).toBe('curv');
  });
});
