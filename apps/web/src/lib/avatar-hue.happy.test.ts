import { describe, expect, it } from 'vitest';
import { avatarBackground, initialsHue } from './avatar-hue.ts';

function hslToRgb(h: number, s: number, l: number): [number, number, number] {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
  };
  return [f(0), f(8), f(4)];
}

function contrastWithWhite([r, g, b]: [number, number, number]): number {
  const linear = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  const luminance = 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
  return 1.05 / (luminance + 0.05);
}

describe('initialsHue', () => {
  it('is a hue between 0 and 359', () => {
    for (const initials of ['CM', 'AB', 'ZZ', 'É', '', 'JPD']) {
      const hue = initialsHue(initials);
      expect(hue).toBeGreaterThanOrEqual(0);
      expect(hue).toBeLessThan(360);
      expect(Number.isInteger(hue)).toBe(true);
    }
  });

  it('gives the same colour to the same initials and usually another one to others', () => {
    expect(initialsHue('CM')).toBe(initialsHue('CM'));
    expect(initialsHue('CM')).not.toBe(initialsHue('MC'));
    expect(avatarBackground('CM')).toBe(`hsl(${initialsHue('CM')} 45% 30%)`);
  });

  it('keeps white initials readable (WCAG AA) on every hue', () => {
    for (let hue = 0; hue < 360; hue++) {
      expect(contrastWithWhite(hslToRgb(hue, 0.45, 0.3))).toBeGreaterThanOrEqual(4.5);
    }
  });
});
