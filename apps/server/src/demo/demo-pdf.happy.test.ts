import { describe, expect, it } from 'vitest';
import { demoPdf } from './demo-pdf.ts';

describe('demo PDF', () => {
  it('has a cross-reference table whose offsets point at its objects, and French text in WinAnsi', () => {
    const pdf = demoPdf('Contrat — été', ['Établissement : Clinique (BCD234)']).toString('latin1');
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    const xrefAt = Number(pdf.match(/startxref\n(\d+)\n%%EOF\n$/)?.[1]);
    expect(pdf.slice(xrefAt, xrefAt + 4)).toBe('xref');
    const offsets = [...pdf.slice(xrefAt).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    expect(offsets).toHaveLength(5);
    for (const [index, offset] of offsets.entries())
      expect(pdf.slice(offset, offset + 7)).toBe(`${index + 1} 0 obj`);
    const length = Number(pdf.match(/<< \/Length (\d+) >>\nstream\n/)?.[1]);
    const streamStart = pdf.indexOf('stream\n') + 'stream\n'.length;
    expect(pdf.slice(streamStart + length, streamStart + length + 10)).toBe('\nendstream');
    expect(pdf).toContain('(Contrat \x97 \xe9t\xe9)');
  });
});
