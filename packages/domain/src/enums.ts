export const COUNTRY_CODES = [
  'BEL',
  'BLM',
  'CAN',
  'CHE',
  'FRA',
  'GBR',
  'GLP',
  'LUX',
  'NCL',
  'PYF',
  'REU',
  'SPM',
] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

export const ESTABLISHMENT_TYPES = ['CAB', 'CHV', 'CLI', 'LAB', 'OTHER'] as const;
export type EstablishmentType = (typeof ESTABLISHMENT_TYPES)[number];

export const LEGAL_FORMS = [
  'ASSO',
  'EI',
  'EIRL',
  'EURL',
  'GIE',
  'SA',
  'SALAFA',
  'SARL',
  'SAS',
  'SASU',
  'SC',
  'SCA',
  'SCM',
  'SCP',
  'SCS',
  'SCSP',
  'SDF',
  'SE',
  'SEL',
  'SELAFA',
  'SELARL',
  'SELARLU',
  'SELAS',
  'SELCA',
  'SELURL',
  'SENC',
  'SEP',
  'SNC',
  'SPRL',
  'SRL',
] as const;
export type LegalForm = (typeof LEGAL_FORMS)[number];

export const STAFF_ROLES = ['ADMIN', 'MANAGER', 'ACCOUNTANT', 'MODERATOR'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

// NOTE: the spec gives these as examples only; the complete lists are our decision (docs/decisions.md).
export const JOB_TITLES = [
  'ACCOUNTANT',
  'ADMIN',
  'ASSISTANT',
  'EXECUTIVE',
  'SALESPERSON',
  'VETERINARIAN',
  'VETERINARIAN_LEADER',
  'VETERINARY_NURSE',
  'RECEPTIONIST',
  'PRACTICE_MANAGER',
] as const;
export type JobTitle = (typeof JOB_TITLES)[number];

export const JOB_DEPARTMENTS = ['COMMERCIAL', 'IT', 'MANAGEMENT', 'LEGAL', 'ACCOUNTING', 'CARE'] as const;
export type JobDepartment = (typeof JOB_DEPARTMENTS)[number];

export const ENABLED_STATUSES = ['ENABLED', 'DISABLED'] as const;
export type EnabledStatus = (typeof ENABLED_STATUSES)[number];

export const GENDERS = ['female', 'male', 'undefined'] as const;
export type Gender = (typeof GENDERS)[number];

export const USER_LANGUAGES = ['fr', 'en'] as const;
export const HOUR_DISPLAYS = ['24h', '12h'] as const;

export const VAT_CATEGORIES = [
  'STANDARD',
  'INTERMEDIATE',
  'REDUCED_RATE',
  'OVERSEAS',
  'SPECIAL_RATE',
  'EXEMPT',
  'EXEMPT_EXPORT_OUTSIDE_EU',
  'NONE',
  'REVERSE_CHARGE',
  'REVERSE_CHARGE_INTRA_COMMUNITY_SUPPLY',
  'ZERO_CODE_L',
  'ZERO_CODE_M',
  'ZERO_CODE_Z',
] as const;
export type VatCategory = (typeof VAT_CATEGORIES)[number];

export const ACTIVITIES = [
  'CANINE',
  'FELINE',
  'NAC',
  'EQUINE',
  'BOVINE',
  'OVINE',
  'PORCINE',
  'AVIAN',
  'LABORATORY',
] as const;
export type Activity = (typeof ACTIVITIES)[number];

/** The purchasing centrals an establishment holds a customer account at (spec §3.8, MVS-ABO). */
export const PURCHASING_CENTRALS = ['ALCYON', 'CENTRAVET', 'COVETO'] as const;
export type PurchasingCentral = (typeof PURCHASING_CENTRALS)[number];
export const PURCHASING_CENTRAL_LABELS: Record<PurchasingCentral, { fr: string; en: string }> = {
  ALCYON: { fr: 'Alcyon', en: 'Alcyon' },
  CENTRAVET: { fr: 'Centravet', en: 'Centravet' },
  COVETO: { fr: 'Coveto', en: 'Coveto' },
};

/** Spec §3.11: the states of a contract document; DRAFT → SENT → SIGNED, DRAFT or SENT → CANCELLED. */
export const CONTRACT_DOCUMENT_STATUSES = ['DRAFT', 'SENT', 'SIGNED', 'CANCELLED'] as const;
export type ContractDocumentStatus = (typeof CONTRACT_DOCUMENT_STATUSES)[number];

/** The e-signature providers: the built-in one (default, nothing to configure) and Yousign API v3. */
export const SIGNATURE_PROVIDERS = ['BUILT_IN', 'YOUSIGN'] as const;
export type SignatureProvider = (typeof SIGNATURE_PROVIDERS)[number];

/** A signature request's life, as Yousign v3 names it (draft, ongoing, done, declined, expired, canceled). */
export const SIGNATURE_REQUEST_STATUSES = [
  'DRAFT',
  'ONGOING',
  'DONE',
  'DECLINED',
  'EXPIRED',
  'CANCELED',
] as const;
export type SignatureRequestStatus = (typeof SIGNATURE_REQUEST_STATUSES)[number];

export const SIGNER_STATUSES = ['PENDING', 'SIGNED', 'DECLINED'] as const;
export type SignerStatus = (typeof SIGNER_STATUSES)[number];
