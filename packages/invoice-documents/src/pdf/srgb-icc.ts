// An sRGB IEC 61966-2.1 ICC profile (version 2, display class), generated: no npm package ships one.
// PDF/A needs it as the output intent's destination profile for the DeviceRGB colours the page uses.
import { deflateSync } from 'node:zlib';

const D50 = [0.9642, 1.0, 0.8249];
// The sRGB primaries adapted to D50 (Bradford), as in the ICC's own sRGB profiles.
const RED = [0.4361, 0.2225, 0.0139];
const GREEN = [0.3851, 0.7169, 0.0971];
const BLUE = [0.1431, 0.0606, 0.7141];
const DESCRIPTION = 'sRGB IEC61966-2.1';

class Writer {
  readonly bytes: number[] = [];
  u8 = (v: number) => this.bytes.push(v & 0xff);
  u16 = (v: number) => this.bytes.push((v >>> 8) & 0xff, v & 0xff);
  u32 = (v: number) => this.bytes.push((v >>> 24) & 0xff, (v >>> 16) & 0xff, (v >>> 8) & 0xff, v & 0xff);
  ascii = (s: string) => {
    for (const c of s) this.u8(c.charCodeAt(0));
  };
  s15f16 = (v: number) => this.u32(Math.round(v * 65536));
  pad = () => {
    while (this.bytes.length % 4 !== 0) this.u8(0);
  };
}

function xyzTag(xyz: number[]): number[] {
  const w = new Writer();
  w.ascii('XYZ ');
  w.u32(0);
  for (const v of xyz) w.s15f16(v);
  return w.bytes;
}

/** The sRGB transfer curve, sampled on 1024 points. */
function curveTag(): number[] {
  const w = new Writer();
  w.ascii('curv');
  w.u32(0);
  const points = 1024;
  w.u32(points);
  for (let i = 0; i < points; i++) {
    const x = i / (points - 1);
    const y = x <= 0.04045 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4;
    w.u16(Math.round(y * 65535));
  }
  return w.bytes;
}

function descTag(): number[] {
  const w = new Writer();
  w.ascii('desc');
  w.u32(0);
  w.u32(DESCRIPTION.length + 1);
  w.ascii(DESCRIPTION);
  w.u8(0);
  w.u32(0); // Unicode language code
  w.u32(0); // Unicode count
  w.u16(0); // ScriptCode code
  w.u8(0); // ScriptCode count
  for (let i = 0; i < 67; i++) w.u8(0);
  return w.bytes;
}

function textTag(text: string): number[] {
  const w = new Writer();
  w.ascii('text');
  w.u32(0);
  w.ascii(text);
  w.u8(0);
  return w.bytes;
}

function build(): Uint8Array {
  const curve = curveTag();
  const tags: [string, number[]][] = [
    ['desc', descTag()],
    ['cprt', textTag('No copyright, use freely')],
    ['wtpt', xyzTag(D50)],
    ['rXYZ', xyzTag(RED)],
    ['gXYZ', xyzTag(GREEN)],
    ['bXYZ', xyzTag(BLUE)],
    ['rTRC', curve],
    ['gTRC', curve],
    ['bTRC', curve],
  ];
  // The three curves share one copy of the data, as the ICC specification allows.
  const offsets = new Map<number[], number>();
  const data = new Writer();
  let offset = 128 + 4 + tags.length * 12;
  const table: [string, number, number][] = [];
  for (const [signature, bytes] of tags) {
    if (!offsets.has(bytes)) {
      offsets.set(bytes, offset + data.bytes.length);
      data.bytes.push(...bytes);
      data.pad();
    }
    table.push([signature, offsets.get(bytes) as number, bytes.length]);
  }
  offset += data.bytes.length;
  const w = new Writer();
  w.u32(offset); // profile size
  w.u32(0); // preferred CMM
  w.u32(0x02100000); // version 2.1
  w.ascii('mntr');
  w.ascii('RGB ');
  w.ascii('XYZ ');
  for (const v of [2026, 1, 1, 0, 0, 0]) w.u16(v); // creation date
  w.ascii('acsp');
  for (let i = 0; i < 6; i++) w.u32(0); // platform, flags, manufacturer, model, attributes (8 bytes)
  w.u32(0); // rendering intent: perceptual
  for (const v of D50) w.s15f16(v); // PCS illuminant
  while (w.bytes.length < 128) w.u8(0); // creator, profile id, reserved
  w.u32(tags.length);
  for (const [signature, at, size] of table) {
    w.ascii(signature);
    w.u32(at);
    w.u32(size);
  }
  w.bytes.push(...data.bytes);
  return Uint8Array.from(w.bytes);
}

let profile: Uint8Array | undefined;

/** The profile's bytes, built once per process (about 2.6 KB). */
export const srgbProfile = (): Uint8Array => {
  profile ??= build();
  return profile;
};

export const SRGB_IDENTIFIER = DESCRIPTION;

let deflated: Uint8Array | undefined;

/**
 * The profile compressed for its PDF stream (FlateDecode, zlib format), once per thread: every document
 * embeds the same bytes, which pdf-lib's flateStream deflated again each time with pako (JavaScript).
 */
export const deflatedSrgbProfile = (): Uint8Array => {
  deflated ??= deflateSync(srgbProfile());
  return deflated;
};
