import { describe, expect, it } from 'vitest';
import { csvCell, looksLikeFormula } from './csv-cell.ts';

describe('csvCell: formula injection (OWASP "CSV injection")', () => {
  it.each([
    ['=1+2', "'=1+2"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ["-1+cmd|' /C calc'!A0", "'-1+cmd|' /C calc'!A0"],
    ['-2+3', "'-2+3"],
    ['+1-2', "'+1-2"],
    ['+1', "'+1"],
    ['-HYPERLINK("http://evil.example")', `"'-HYPERLINK(""http://evil.example"")"`],
    ['+cmd', "'+cmd"],
    ['\t=1+2', "'\t=1+2"],
    ['\r=1+2', `"'\r=1+2"`],
    ['-1e3', "'-1e3"],
    ['- 12', "'- 12"],
  ])('neutralises %j', (text, written) => {
    expect(looksLikeFormula(text)).toBe(true);
    expect(csvCell(text)).toBe(written);
  });

  it('keeps a phone number in international format readable, as text with its "+"', () => {
    expect(csvCell('+33 6 12 34 56 78')).toBe("'+33 6 12 34 56 78");
    expect(csvCell('+33612345678')).toBe("'+33612345678");
  });

  it('leaves plain negative numbers written as text, numbers and ordinary text as they are', () => {
    for (const text of ['-12', '-12,50', '-0.5', '12', '0612345678', 'Clinique -12', 'a=b', ''])
      expect(csvCell(text), text).toBe(text);
    expect(looksLikeFormula('-12')).toBe(false);
    expect(csvCell(-12.5)).toBe('-12.5');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(0)).toBe('0');
    expect(csvCell(null)).toBe('');
  });

  it('quotes separators, quotes and line ends after neutralising', () => {
    expect(csvCell('=A1;B1')).toBe(`"'=A1;B1"`);
    expect(csvCell('Dupont "fils"')).toBe('"Dupont ""fils"""');
    expect(csvCell('ligne 1\nligne 2')).toBe('"ligne 1\nligne 2"');
  });
});
