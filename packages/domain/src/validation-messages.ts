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
  invalidTime: {
    fr: 'Heure invalide (format HH:MM, ex. 08:30)',
    en: 'Invalid time (HH:MM format, e.g. 08:30)',
  },
  invalidDayOfWeek: {
    fr: 'Jour invalide (1 = lundi … 7 = dimanche)',
    en: 'Invalid day (1 = Monday … 7 = Sunday)',
  },
  closesBeforeOpens: {
    fr: "L'heure de fermeture doit être postérieure à l'heure d'ouverture",
    en: 'The closing time must be after the opening time',
  },
  openingRangesOverlap: {
    fr: 'Cette plage chevauche une autre plage du même jour',
    en: 'This range overlaps another range of the same day',
  },
  tooManyOpeningRanges: {
    fr: 'Quatre plages horaires au plus par jour',
    en: 'At most four time ranges per day',
  },
  tooManyClosures: {
    fr: 'Trop de fermetures exceptionnelles (100 au plus)',
    en: 'Too many exceptional closures (at most 100)',
  },
  closureEndBeforeStart: {
    fr: 'La date de fin doit être égale ou postérieure à la date de début',
    en: 'The end date must be on or after the start date',
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
  duplicateDay: { fr: 'Ce jour est déjà choisi', en: 'This day is already chosen' },
  duplicateCentral: {
    fr: 'Cette centrale figure déjà dans la liste',
    en: 'This central is already in the list',
  },
  tooManyCentralCodes: {
    fr: 'Une ligne par centrale, trois au plus',
    en: 'One row per central, three at most',
  },
  medicinePackageNeedsMedicine: {
    fr: 'Les forfaits NGO_AM_A, NGO_AM_B et NGO_AM_C comprennent les médicaments : cochez « Avec médicaments »',
    en: 'Packages NGO_AM_A, NGO_AM_B and NGO_AM_C include medicines: tick "With medicines"',
  },
  ngoAmWithoutMedicine: {
    fr: 'Le forfait NGO_AM ne comprend pas de médicaments : décochez « Avec médicaments » ou choisissez un forfait A, B ou C',
    en: 'The NGO_AM package includes no medicines: untick "With medicines" or choose package A, B or C',
  },
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
  sirenOrSiretFormat: {
    fr: 'SIREN (9 chiffres) ou SIRET (14 chiffres) invalide',
    en: 'Invalid SIREN (9 digits) or SIRET (14 digits)',
  },
  sepaCreditorIdentifierFormat: {
    fr: 'ICS invalide (ex. FR72ZZZ123456)',
    en: 'Invalid SEPA creditor identifier (e.g. FR72ZZZ123456)',
  },
  sepaCreditorIdentifierTaken: {
    fr: 'Un autre créancier porte déjà cet ICS',
    en: 'Another creditor already has this identifier',
  },
  seriesPrefixFormat: {
    fr: 'Une majuscule puis 1 à 5 majuscules ou chiffres (ex. FA, AV2)',
    en: 'A capital letter, then 1 to 5 capital letters or digits (e.g. FA, AV2)',
  },
  seriesPrefixTaken: {
    fr: 'Ce préfixe est déjà celui d’une autre série',
    en: 'This prefix is already that of another series',
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
} as const;

export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES;
export type Locale = 'fr' | 'en';

export function isValidationMessageKey(value: string): value is ValidationMessageKey {
  return Object.hasOwn(VALIDATION_MESSAGES, value);
}

export function translateValidationMessage(key: string, locale: Locale): string {
  return isValidationMessageKey(key) ? VALIDATION_MESSAGES[key][locale] : key;
}
