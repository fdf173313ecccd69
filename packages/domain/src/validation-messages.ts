// Zod issues carry one of these keys as their message; the API and the forms translate them.
export const VALIDATION_MESSAGES = {
  required: { fr: 'Ce champ est requis', en: 'This field is required' },
  requiredOutsideFrance: {
    fr: 'Ce champ est requis pour les structures domiciliées hors de France',
    en: 'This field is required for structures based outside France',
  },
  pattern: { fr: 'Format inapproprié', en: 'Inappropriate format' },
  invalidType: { fr: 'Valeur invalide', en: 'Invalid value' },
  invalidChoice: { fr: 'Valeur non autorisée', en: 'Value not allowed' },
  invalidEmail: { fr: 'Adresse e-mail invalide', en: 'Invalid e-mail address' },
  invalidUrl: { fr: 'URL invalide', en: 'Invalid URL' },
  invalidPhone: {
    fr: 'Numéro de téléphone invalide (format international E.164, ex. +33123456789)',
    en: 'Invalid phone number (international E.164 format, e.g. +33123456789)',
  },
  invalidDate: { fr: 'Date invalide', en: 'Invalid date' },
  invalidInteger: { fr: 'Un nombre entier est attendu', en: 'An integer is expected' },
  tooShort: { fr: 'Trop court', en: 'Too short' },
  tooLong: { fr: 'Trop long', en: 'Too long' },
  tooSmall: { fr: 'Valeur trop petite', en: 'Value too small' },
  tooBig: { fr: 'Valeur trop grande', en: 'Value too large' },
  forbiddenCharacters: {
    fr: 'Caractères interdits (caractère nul ou texte mal encodé)',
    en: 'Forbidden characters (NUL character or badly encoded text)',
  },
  exitBeforeEntry: {
    fr: "La date de sortie doit être postérieure à la date d'entrée",
    en: 'The exit date must be after the entry date',
  },
  invalidPostalCode: { fr: 'Code postal invalide pour ce pays', en: 'Invalid postal code for this country' },
  privilegedCodeFormat: {
    fr: 'Le code privilégié doit comporter trois lettres suivies de trois chiffres',
    en: 'The privileged code must be three letters followed by three digits',
  },
  privilegedCodeVowels: {
    fr: 'Le code privilégié ne peut pas contenir les lettres I, O ou U',
    en: 'The privileged code may not contain the letters I, O or U',
  },
  privilegedCodeRepeated: {
    fr: 'Le code privilégié ne peut pas contenir deux caractères identiques consécutifs',
    en: 'The privileged code may not contain two identical consecutive characters',
  },
  privilegedCodeBanned: {
    fr: "Ce code privilégié n'est pas autorisé",
    en: 'This privileged code is not allowed',
  },
  accountingCodeFormat: {
    fr: 'Le code comptable doit être un préfixe suivi de trois chiffres',
    en: 'The accounting code must be a prefix followed by three digits',
  },
  unknownField: { fr: 'Champ inconnu', en: 'Unknown field' },
  privilegedCodeTaken: {
    fr: 'Ce code privilégié est déjà utilisé',
    en: 'This privileged code is already used',
  },
  unknownReference: { fr: "Cet élément n'existe pas", en: 'This item does not exist' },
} as const;

export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES;
export type Locale = 'fr' | 'en';

export function isValidationMessageKey(value: string): value is ValidationMessageKey {
  return Object.hasOwn(VALIDATION_MESSAGES, value);
}

export function translateValidationMessage(key: string, locale: Locale): string {
  return isValidationMessageKey(key) ? VALIDATION_MESSAGES[key][locale] : key;
}
