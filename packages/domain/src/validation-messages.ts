// Zod issues carry a field message's key as their message; the API and the forms translate it. The shared
// messages are here; a module declares its own beside the rules that emit them, with `fieldMessages`
// (below). This file stays free of zod: the lists' filter bars and day inputs import it on first paint.

/** A field message in both languages. */
export interface FieldMessageText {
  readonly fr: string;
  readonly en: string;
}

/** The messages several modules share (the field builders', the generic refusals). */
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
  forbiddenCharacters: { fr: 'Caractères interdits', en: 'Forbidden characters' },
  unstorableText: {
    fr: 'Caractères interdits (caractère nul ou texte mal encodé)',
    en: 'Forbidden characters (NUL character or badly encoded text)',
  },
  exitBeforeEntry: {
    fr: "La date de sortie doit être postérieure à la date d'entrée",
    en: 'The exit date must be after the entry date',
  },
  membershipOverlap: {
    fr: 'Cet établissement est déjà membre de ce groupe sur cette période',
    en: 'This establishment is already a member of this group over this period',
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
  rumFormat: {
    fr: "La RUM compte au plus 35 caractères : lettres, chiffres, espaces et / - ? : ( ) . , ' +",
    en: "The mandate reference has at most 35 characters: letters, digits, spaces and / - ? : ( ) . , ' +",
  },
  rumTaken: { fr: 'Cette RUM est déjà utilisée', en: 'This mandate reference is already used' },
  mandateAlreadyRequired: {
    fr: 'Ce compte doit déjà signer ce mandat',
    en: 'This account already has to sign this mandate',
  },
  mandateAlreadyLinked: {
    fr: 'Ce mandat a déjà un code comptable ici',
    en: 'This mandate already has an accounting code here',
  },
  privilegedCodeTaken: {
    fr: 'Ce code privilégié est déjà utilisé',
    en: 'This privileged code is already used',
  },
  invalidIban: { fr: 'IBAN invalide', en: 'Invalid IBAN' },
  invalidBic: { fr: 'BIC/SWIFT invalide', en: 'Invalid BIC/SWIFT' },
  groupCodeFormat: {
    fr: 'Le code de groupe commence par GRP suivi de 3 à 9 chiffres (ex. GRP012)',
    en: 'A group code is GRP followed by 3 to 9 digits (e.g. GRP012)',
  },
  groupCodeTaken: { fr: 'Ce code de groupe est déjà utilisé', en: 'This group code is already used' },
  activityTaken: {
    fr: 'Cette activité est déjà déclarée pour cet établissement',
    en: 'This activity is already declared for this establishment',
  },
  sharesOverHundred: {
    fr: 'La somme des parts des activités de cet établissement dépasse 100 %',
    en: "The shares of this establishment's activities add up to more than 100%",
  },
  siretFormat: {
    fr: 'SIRET invalide : 14 chiffres, dont la clé de contrôle',
    en: 'Invalid SIRET: 14 digits, including the check digit',
  },
  legalCodeFormat: {
    fr: "Numéro d'immatriculation invalide (4 à 20 lettres ou chiffres)",
    en: 'Invalid registration number (4 to 20 letters or digits)',
  },
  legalCodeTaken: {
    fr: 'Une autre structure juridique porte déjà ce numéro',
    en: 'Another legal structure already has this number',
  },
  apeCodeFormat: { fr: 'Code APE invalide (ex. 75.00Z)', en: 'Invalid APE code (e.g. 75.00Z)' },
  vatNumberFormat: {
    fr: 'Numéro de TVA intracommunautaire invalide',
    en: 'Invalid intra-community VAT number',
  },
  unknownReference: { fr: "Cet élément n'existe pas", en: 'This item does not exist' },
  deliveryOptionDisabled: {
    fr: 'Cette option de prestation est désactivée : choisissez-en une autre',
    en: 'This delivery option is disabled: choose another one',
  },
  leadersMoveForbidden: {
    fr: 'Cet établissement a un vétérinaire responsable : seul un rôle habilité à la facturation le rattache à une autre structure juridique',
    en: 'This establishment has a veterinarian leader: only a role entitled to billing moves it to another legal structure',
  },
  invalidBase64: {
    fr: 'Contenu de fichier illisible (base64 attendu)',
    en: 'Unreadable file content (base64 expected)',
  },
  documentTooLarge: {
    fr: 'Le fichier dépasse la taille maximale de 10 Mo',
    en: 'The file is larger than 10 MB',
  },
  imageTooLarge: { fr: "L'image dépasse la taille maximale de 5 Mo", en: 'The image is larger than 5 MB' },
  emptyFile: { fr: 'Le fichier est vide', en: 'The file is empty' },
  fileTypeNotAllowed: {
    fr: 'Type de fichier non autorisé : PDF, images, Word, Excel, PowerPoint, OpenDocument, texte ou CSV',
    en: 'File type not allowed: PDF, images, Word, Excel, PowerPoint, OpenDocument, text or CSV',
  },
  imageTypeNotAllowed: {
    fr: "Type d'image non autorisé : PNG, JPEG, WebP ou GIF",
    en: 'Image type not allowed: PNG, JPEG, WebP or GIF',
  },
  imageUnreadable: {
    fr: 'Cette image est illisible ou endommagée',
    en: 'This image is unreadable or damaged',
  },
  oneOwnerOnly: {
    fr: 'Un fichier se rattache à un établissement ou à un groupe, pas aux deux',
    en: 'A file belongs to an establishment or a group, not both',
  },
  centralCodeFormat: {
    fr: 'Code invalide : lettres, chiffres, tirets ou points, 20 caractères au plus',
    en: 'Invalid code: letters, digits, hyphens or dots, at most 20 characters',
  },
  centralAccountTaken: {
    fr: 'Cet établissement a déjà un compte chez cette centrale',
    en: 'This establishment already has an account at this central',
  },
  billingAccountOfAnotherStructure: {
    fr: "Ce compte de facturation n'appartient pas à la structure juridique choisie",
    en: 'This billing account does not belong to the chosen legal structure',
  },
  billingAccountDisabled: {
    fr: 'Ce compte de facturation est désactivé',
    en: 'This billing account is disabled',
  },
  emailTaken: {
    fr: 'Cette adresse e-mail est déjà celle d’un autre utilisateur',
    en: 'This e-mail address already belongs to another user',
  },
  invalidTimezone: {
    fr: 'Fuseau horaire inconnu (ex. Europe/Paris)',
    en: 'Unknown time zone (e.g. Europe/Paris)',
  },
  birthDateInFuture: {
    fr: 'La date de naissance ne peut pas être dans le futur',
    en: 'The date of birth cannot be in the future',
  },
  endBeforeStart: {
    fr: 'La date de fin doit être postérieure à la date de début',
    en: 'The end date must be after the start date',
  },
  lastAdmin: {
    fr: 'Le dernier administrateur ne peut pas perdre son rôle',
    en: 'The last administrator cannot lose their role',
  },
  outboxNotFailed: {
    fr: 'Seul un message en échec peut être renvoyé',
    en: 'Only a failed message can be sent again',
  },
  userAnonymised: {
    fr: 'Cet utilisateur a été anonymisé',
    en: 'This user has been anonymised',
  },
  cannotAnonymiseSelf: {
    fr: 'Vous ne pouvez pas anonymiser votre propre compte',
    en: 'You cannot anonymise your own account',
  },
  atLeastOne: { fr: 'Au moins une valeur est requise', en: 'At least one value is required' },
  unknownPlaceholder: {
    fr: 'Variable inconnue : utilisez {entitled}, {code}, {quantity}, {completionDate}, {month}, {establishmentName} ou {privilegedCode}',
    en: 'Unknown placeholder: use {entitled}, {code}, {quantity}, {completionDate}, {month}, {establishmentName} or {privilegedCode}',
  },
  discountTooLarge: { fr: 'Dépassement du montant total', en: 'The discount exceeds the total amount' },
  stopAfterStart: {
    fr: 'L’arrêt doit suivre le début de l’abonnement : pour tout effacer, supprimez-le',
    en: 'The stop must come after the subscription’s start: to erase it all, delete it',
  },
  reductionMustLower: {
    fr: 'Une réduction doit baisser le prix annuel actuel',
    en: 'A reduction must lower the current yearly price',
  },
  serviceCodeMismatch: {
    fr: 'Ces paramètres ne sont pas ceux du service de l’option choisie',
    en: 'These parameters are not those of the chosen option’s service',
  },
  outsideSubscription: {
    fr: 'Cette date est hors de l’abonnement',
    en: 'This date is outside the subscription',
  },
  revenueAccountFormat: {
    fr: 'Le compte de produit compte 6 à 10 chiffres et commence par 7 (ex. 706500)',
    en: 'The revenue account has 6 to 10 digits and starts with 7 (e.g. 706500)',
  },
  deliveryOptionCodeTaken: {
    fr: 'Ce code est déjà celui d’une autre option de prestation',
    en: 'This code already belongs to another delivery option',
  },
  deliveryInvoiced: {
    fr: 'La prestation est facturée : ce montant ne change plus',
    en: 'The delivery is invoiced: this amount no longer changes',
  },
  periodTooLong: {
    fr: 'La période ne peut pas dépasser trois ans : exportez-la en plusieurs fois',
    en: 'The period cannot exceed three years: export it in parts',
  },
  signatureCodeFormat: {
    fr: 'Le code compte 6 chiffres',
    en: 'The code has 6 digits',
  },
  signatureCodeWrong: {
    fr: 'Ce code est incorrect',
    en: 'This code is incorrect',
  },
  signatureCodeExpired: {
    fr: 'Ce code a expiré : demandez-en un nouveau',
    en: 'This code has expired: ask for a new one',
  },
  signerNotLeader: {
    fr: 'Le signataire doit être dirigeant vétérinaire d’un établissement de cette structure',
    en: 'The signer must be a veterinarian leader of an establishment of this structure',
  },
  emptyIbanConfirmation: {
    fr: 'Le compte n’a pas d’IBAN : confirmez l’envoi des mandats à signer',
    en: 'The account has no IBAN: confirm sending the mandates to sign',
  },
  contractSignerNotMember: {
    fr: 'Le signataire doit être un utilisateur de l’établissement',
    en: 'The signer must be a user of the establishment',
  },
  subscriptionOfAnotherEstablishment: {
    fr: 'Cet abonnement appartient à un autre établissement',
    en: 'This subscription belongs to another establishment',
  },
  duplicateSubscription: {
    fr: 'Un même abonnement est choisi plusieurs fois',
    en: 'The same subscription is chosen more than once',
  },
  establishmentOrGroup: {
    fr: 'Choisissez un établissement ou un groupe, pas les deux',
    en: 'Choose an establishment or a workgroup, not both',
  },
  creditTooLarge: {
    fr: 'Le montant dépasse ce qui reste à créditer sur cette ligne',
    en: 'The amount exceeds what remains to be credited on this line',
  },
  documentCodeTaken: {
    fr: 'Ce numéro d’avoir est déjà utilisé',
    en: 'This credit note number is already used',
  },
  legacyCreditNoteTreated: { fr: 'Cet avoir est déjà traité', en: 'This credit note is already treated' },
  invoiceDateToday: {
    fr: 'Pour générer maintenant, la date de facture est celle du jour',
    en: 'To generate now, the invoice date is today',
  },
  invoiceDateFuture: {
    fr: 'Une facturation planifiée a lieu à une date future',
    en: 'A planned billing takes place on a future date',
  },
  paidTooMuch: {
    fr: 'Le montant payé doit être inférieur au montant TTC',
    en: 'The amount paid must be less than the amount with VAT',
  },
} as const satisfies Record<string, FieldMessageText>;

export type SharedMessageKey = keyof typeof VALIDATION_MESSAGES;
export type Locale = 'fr' | 'en';

declare const declaredByModule: unique symbol;
/** A key a module declared with `fieldMessages`: only the object that call returns names it. */
export type ModuleMessageKey<K extends string = string> = K & { readonly [declaredByModule]: true };
/** A field message key: a shared one, or one a module declared (and so registered when it loaded). */
export type ValidationMessageKey = SharedMessageKey | ModuleMessageKey;

const MESSAGE_KEY = /^[a-z][A-Za-z0-9]*$/;
const moduleMessages = new Map<string, FieldMessageText>();

/**
 * A module's own field messages, declared beside the rules that emit them, one map per language as in the
 * web's locale files: `const X_MESSAGES = fieldMessages({ fr: { codeTaken: '…' }, en: { codeTaken: '…' } })`,
 * then `.refine(valid, X_MESSAGES.codeTaken)`. Registers the texts and returns each key, typed.
 *
 * Always registered in time: a key is only emitted by code that reads that object (a bare string does not
 * type as a ValidationMessageKey, and test/validation-messages.error.test.ts finds none in production code),
 * so its module has loaded and registered it before any issue carries it — the server loads every module
 * at start; in the web app the form's chunk imports the schema that emits it. Refused when the module loads: a shared key, a key another module declared with other texts, a
 * missing or empty text, a key that is not a camelCase word. The same key and texts again (a module
 * evaluated twice, a dev server's reload) pass.
 */
export function fieldMessages<const K extends string>(texts: {
  fr: Record<K, string>;
  en: Record<K, string>;
}): { readonly [Key in K]: ModuleMessageKey<Key> } {
  const keys = [...new Set([...Object.keys(texts.fr), ...Object.keys(texts.en)])];
  const text = (locale: Locale, key: string) => (texts[locale] as Record<string, string | undefined>)[key];
  for (const key of keys) {
    const fr = text('fr', key);
    const en = text('en', key);
    if (!MESSAGE_KEY.test(key)) throw new Error(`Field message key "${key}" is not a camelCase word`);
    if (!fr || !en) throw new Error(`Field message ${key} needs a French and an English text`);
    if (Object.hasOwn(VALIDATION_MESSAGES, key)) {
      throw new Error(
        `Field message ${key} is a shared one (validation-messages.ts): use it, do not declare it`,
      );
    }
    const known = moduleMessages.get(key);
    if (known && (known.fr !== fr || known.en !== en)) {
      throw new Error(`Field message ${key} is already declared with other texts`);
    }
    moduleMessages.set(key, { fr, en });
  }
  return Object.freeze(Object.fromEntries(keys.map((key) => [key, key]))) as {
    readonly [Key in K]: ModuleMessageKey<Key>;
  };
}

function messageText(key: string): FieldMessageText | undefined {
  return Object.hasOwn(VALIDATION_MESSAGES, key)
    ? VALIDATION_MESSAGES[key as SharedMessageKey]
    : moduleMessages.get(key);
}

/** A shared key or one a loaded module declared. */
export function isValidationMessageKey(value: string): value is ValidationMessageKey {
  return messageText(value) !== undefined;
}

/** The key's text in `locale`; anything else (zod's own English text, an unknown key) as it is. */
export function translateValidationMessage(key: string, locale: Locale): string {
  return messageText(key)?.[locale] ?? key;
}
