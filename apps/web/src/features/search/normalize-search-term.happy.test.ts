import { describe, expect, it } from 'vitest';
import { inferSearchTab, normalizeSearchTerm, normalizeUserSearchTerm } from './normalize-search-term.ts';

describe('normalizeSearchTerm', () => {
  it('removes punctuation and collapses whitespace', () => {
    expect(normalizeSearchTerm('  Clinique   du  Parc, Lyon !  ')).toBe('Clinique du Parc Lyon');
    expect(normalizeSearchTerm("l'Étoile (Saint-Jean)")).toBe('lÉtoile SaintJean');
  });

  it('keeps letters with accents and digits', () => {
    expect(normalizeSearchTerm('BCD 123 Sète')).toBe('BCD 123 Sète');
  });

  it('returns an empty string for punctuation only', () => {
    expect(normalizeSearchTerm(' ... ; ')).toBe('');
  });
});

describe('normalizeUserSearchTerm', () => {
  it("keeps what an e-mail address holds, so that 'camille.durand@' finds the address", () => {
    expect(normalizeUserSearchTerm('  camille.durand@ ')).toBe('camille.durand@');
    expect(normalizeUserSearchTerm('j-p_martin+vet@clinique')).toBe('j-p_martin+vet@clinique');
  });

  it('removes the other punctuation and collapses whitespace', () => {
    expect(normalizeUserSearchTerm("Anne  (Dupont) ; l'Isle")).toBe('Anne Dupont lIsle');
  });
});

describe('inferSearchTab', () => {
  it('selects workgroups for a term starting with GRP', () => {
    expect(inferSearchTab('GRP042')).toBe('workgroups');
  });

  it('selects users for the local part of an e-mail followed by @', () => {
    expect(inferSearchTab('jean.dupont@')).toBe('users');
    expect(inferSearchTab('marie@vetbo.test')).toBe('users');
  });

  it('selects establishments for a term starting with three capital letters', () => {
    expect(inferSearchTab('BCD123')).toBe('establishments');
    expect(inferSearchTab('ÉTA')).toBe('establishments');
  });

  it('keeps the current tab otherwise', () => {
    expect(inferSearchTab('clinique')).toBeUndefined();
    expect(inferSearchTab('Ab')).toBeUndefined();
    expect(inferSearchTab('')).toBeUndefined();
  });
});
