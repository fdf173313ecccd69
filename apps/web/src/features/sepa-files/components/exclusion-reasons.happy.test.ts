import { SEPA_EXCLUSION_REASONS } from '@vetbo/domain/money-files/sepa-files-api';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import fr from '../locales/fr.json';
import { exclusionReasonText } from './exclusion-reasons.ts';

/** Every key path of a texts file ("sepaFiles.reasons.NOT_FOUND"). */
const keysOf = (value: unknown, prefix = ''): string[] =>
  typeof value === 'object' && value !== null
    ? Object.entries(value).flatMap(([key, inner]) => keysOf(inner, prefix ? `${prefix}.${key}` : key))
    : [prefix];

describe('the reasons a document is left out of the SEPA files', () => {
  it('every reason the API may answer has its French and English words', () => {
    for (const reason of SEPA_EXCLUSION_REASONS) {
      expect(fr.sepaFiles.reasons, `fr ${reason}`).toHaveProperty(reason);
      expect(en.sepaFiles.reasons, `en ${reason}`).toHaveProperty(reason);
    }
  });

  it('the French and English texts have the same keys', () => {
    expect(keysOf(en).sort()).toEqual(keysOf(fr).sort());
  });

  it('says a reason in French, and an unknown one by its code', async () => {
    const t = i18next.createInstance();
    await t.init({ lng: 'fr', resources: { fr: { translation: fr } } });
    expect(exclusionReasonText(t.t, 'NO_VALIDATED_MANDATE')).toBe(
      'Aucun mandat SEPA validé pour ce créancier',
    );
    expect(exclusionReasonText(t.t, 'ALREADY_IN_FILE')).toBe('Déjà dans un fichier SEPA');
    expect(exclusionReasonText(t.t, 'SOMETHING_NEW')).toBe('SOMETHING_NEW');
  });
});
