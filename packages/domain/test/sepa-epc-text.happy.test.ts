import { describe, expect, it } from 'vitest';
import { epcIdentifier, epcText, toEpcCharacters } from '../src/money-files/sepa/epc-text.ts';

const EPC_SET = /^[A-Za-z0-9/\-?:().,'+ ]*$/;

describe('toEpcCharacters: French texts in the EPC basic Latin set', () => {
  it.each([
    ['Clinique vétérinaire des Écoles', 'Clinique veterinaire des Ecoles'],
    ['Garçon Ça', 'Garcon Ca'],
    ['Cœur Œuvre', 'Coeur OEuvre'],
    ['Straße', 'Strasse'],
    ['Æsir æ', 'AEsir ae'],
    ['Øresund Łódź', 'Oresund Lodz'],
    ['à â ä é è ê ë î ï ô ö ù û ü ÿ ñ', 'a a a e e e e i i o o u u u y n'],
    ['L’Hôpital « du Parc »', "L'Hopital du Parc"],
    ['Dupont & Fils', 'Dupont + Fils'],
    ['Saint-Jean – Centre', 'Saint-Jean - Centre'],
    ['N° 12; bis!', 'No 12, bis.'],
    ['a\tb\u00a0c\u202fd  e', 'a b c d e'],
    ['50 € TTC', '50 EUR TTC'],
    ['mail@vet.fr #1 * % = $ ~ ^ | "x"', 'mailvet.fr 1 x'],
    ['京都 Clinic', 'Clinic'],
    ['ﬁlet', 'filet'],
    ['  trimmed  ', 'trimmed'],
    ['Already fine (ok) 1/2 a:b? c+d', 'Already fine (ok) 1/2 a:b? c+d'],
  ])('%s → %s', (raw, epc) => {
    expect(toEpcCharacters(raw)).toBe(epc);
    expect(toEpcCharacters(raw)).toMatch(EPC_SET);
  });

  it('leaves only characters of the set whatever the input', () => {
    let all = '';
    for (let code = 0; code < 0x3000; code++) all += String.fromCodePoint(code);
    expect(toEpcCharacters(all)).toMatch(EPC_SET);
  });

  it('is idempotent', () => {
    for (const raw of ['Cœur & Âme — 10 €', 'Société “Les Vétos”', 'a//b'])
      expect(toEpcCharacters(toEpcCharacters(raw))).toBe(toEpcCharacters(raw));
  });
});

describe('epcText: cut to the schema’s length', () => {
  it('cuts to the maximum, counted after transliteration, and trims the cut', () => {
    const name = `${'Clinique vétérinaire '.repeat(5)}fin`;
    const cut = epcText(name, 70);
    expect(cut.length).toBeLessThanOrEqual(70);
    expect(cut).toBe('Clinique veterinaire Clinique veterinaire Clinique veterinaire Cliniqu');
    expect(epcText('Œ'.repeat(50), 70)).toBe('OE'.repeat(35));
    expect(epcText('ab cd', 3)).toBe('ab');
  });

  it('gives an empty text when nothing of the input is in the set', () => {
    expect(epcText('東京', 70)).toBe('');
  });
});

describe('epcIdentifier: EPC rules for references', () => {
  it.each([
    ['FVS-2026-000042', 'FVS-2026-000042'],
    ['/REF//42/', 'REF/42'],
    [' Réf é ', 'Ref e'],
    ['A'.repeat(40), 'A'.repeat(35)],
    [`${'A'.repeat(34)}/B`, 'A'.repeat(34)],
  ])('%s → %s', (raw, id) => {
    expect(epcIdentifier(raw, 35)).toBe(id);
  });
});
