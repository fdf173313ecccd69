import { describe, expect, it } from 'vitest';
import { CREDITOR_MESSAGES, creditorRecordSchema } from '../src/creditors.ts';
import { OPENING_HOURS_MESSAGES } from '../src/opening-hours.ts';
import { SUBSCRIPTION_PARAMETER_MESSAGES } from '../src/services/subscription-parameters.ts';
import {
  fieldMessages,
  isValidationMessageKey,
  translateValidationMessage,
  type ValidationMessageKey,
} from '../src/validation-messages.ts';

describe('field messages: shared and declared by a module', () => {
  it('translates a shared key in both languages', () => {
    expect(translateValidationMessage('required', 'fr')).toBe('Ce champ est requis');
    expect(translateValidationMessage('required', 'en')).toBe('This field is required');
    expect(isValidationMessageKey('invalidDate')).toBe(true);
  });

  it('registers a module’s messages and returns its keys, each translated once its module has loaded', () => {
    expect(isValidationMessageKey('happyTestMessage')).toBe(false);
    const messages = fieldMessages({
      fr: { happyTestMessage: 'Message de test' },
      en: { happyTestMessage: 'Test message' },
    });
    const key: ValidationMessageKey = messages.happyTestMessage;
    expect(key).toBe('happyTestMessage');
    expect(Object.isFrozen(messages)).toBe(true);
    expect(isValidationMessageKey('happyTestMessage')).toBe(true);
    expect(translateValidationMessage(key, 'fr')).toBe('Message de test');
    expect(translateValidationMessage(key, 'en')).toBe('Test message');
  });

  it('takes the same key and texts again (a module evaluated twice, e.g. a dev server reload)', () => {
    const texts = { fr: { happyTestTwice: 'Deux fois' }, en: { happyTestTwice: 'Twice' } };
    expect(fieldMessages(texts).happyTestTwice).toBe('happyTestTwice');
    expect(fieldMessages(texts).happyTestTwice).toBe('happyTestTwice');
    expect(translateValidationMessage('happyTestTwice', 'fr')).toBe('Deux fois');
  });

  it('keeps the creditors’ texts as they were in the shared file', () => {
    expect(Object.values(CREDITOR_MESSAGES)).toEqual([
      'sirenOrSiretFormat',
      'sepaCreditorIdentifierFormat',
      'sepaCreditorIdentifierTaken',
      'seriesPrefixFormat',
      'seriesPrefixTaken',
    ]);
    expect(translateValidationMessage(CREDITOR_MESSAGES.sirenOrSiretFormat, 'fr')).toBe(
      'SIREN (9 chiffres) ou SIRET (14 chiffres) invalide',
    );
    expect(translateValidationMessage(CREDITOR_MESSAGES.sepaCreditorIdentifierFormat, 'fr')).toBe(
      'ICS invalide (ex. FR72ZZZ123456)',
    );
    expect(translateValidationMessage(CREDITOR_MESSAGES.sepaCreditorIdentifierTaken, 'fr')).toBe(
      'Un autre créancier porte déjà cet ICS',
    );
    expect(translateValidationMessage(CREDITOR_MESSAGES.seriesPrefixFormat, 'fr')).toBe(
      'Une majuscule puis 1 à 5 majuscules ou chiffres (ex. FA, AV2)',
    );
    expect(translateValidationMessage(CREDITOR_MESSAGES.seriesPrefixTaken, 'en')).toBe(
      'This prefix is already that of another series',
    );
  });

  it('translates what a module’s schema emits: its issues carry its registered keys', () => {
    const result = creditorRecordSchema.safeParse({ legalCode: '123', invoiceSeriesPrefix: 'F' });
    const messages = result.error?.issues.map((issue) => issue.message) ?? [];
    expect(messages).toContain('sirenOrSiretFormat');
    expect(messages).toContain('seriesPrefixFormat');
    for (const message of messages) expect(isValidationMessageKey(message), message).toBe(true);
    expect(translateValidationMessage(OPENING_HOURS_MESSAGES.closesBeforeOpens, 'fr')).toBe(
      "L'heure de fermeture doit être postérieure à l'heure d'ouverture",
    );
    expect(translateValidationMessage(SUBSCRIPTION_PARAMETER_MESSAGES.duplicateDay, 'fr')).toBe(
      'Ce jour est déjà choisi',
    );
  });
});
