import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import fr from '../../locales/fr.json';
import { pageCount } from './list-screen.ts';
import { type SharedListTexts, sharedListTexts, withSharedListTexts } from './list-texts.ts';

describe('pageCount', () => {
  it('offers every page of an exact total, and one page for an empty list', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
  });

  it('offers the next page past the counting threshold ("more than 10 000")', () => {
    expect(pageCount(10_000, 20, false)).toBe(501);
    expect(pageCount(10_000, 20, true)).toBe(500);
  });
});

describe('withSharedListTexts', () => {
  const i18n = i18next.createInstance();
  let inFrench: SharedListTexts;
  beforeAll(async () => {
    await i18n.init({ lng: 'fr', resources: { fr: { translation: fr }, en: { translation: en } } });
    inFrench = sharedListTexts(i18n.getFixedT('fr'));
  });
  const own = { title: 'Créanciers', total: (count: number) => `${count} créanciers` };

  it("gives a list the shared texts it does not word, in the user's language", () => {
    const texts = withSharedListTexts(own, inFrench);
    expect([texts.error, texts.empty, texts.filters]).toEqual([
      'Impossible de charger la liste.',
      'Aucun résultat',
      'Filtres',
    ]);
    expect(withSharedListTexts(own, sharedListTexts(i18n.getFixedT('en'))).filters).toBe('Filters');
  });

  it("keeps a list's own wording", () => {
    const texts = withSharedListTexts({ ...own, empty: 'Aucun créancier' }, inFrench);
    expect([texts.empty, texts.filters]).toEqual(['Aucun créancier', 'Filtres']);
  });
});
