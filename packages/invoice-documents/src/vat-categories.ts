// How each domain VAT category is written in Factur-X (UNCL 5305 code, VATEX code) and on the PDF.
import type { VatCategory } from '@vetbo/domain/enums';

export type Uncl5305 = 'S' | 'Z' | 'E' | 'AE' | 'K' | 'G' | 'O' | 'L' | 'M';

export interface VatCategoryRule {
  code: Uncl5305;
  /**
   * The exemption text (BT-120), also printed on the PDF. EN 16931 requires one for E, AE, K, G and O
   * and forbids it for S, Z, L and M (BR-x-10), so those have none.
   */
  exemptionReason?: string;
  /** The VATEX code (BT-121) that goes with the text, when the CEF list has one. */
  exemptionCode?: string;
  /** What the PDF prints beside a rate of this category, where no exemption text applies. */
  printedLabel?: string;
}

const STANDARD: VatCategoryRule = { code: 'S' };

export const VAT_CATEGORY_RULES: Readonly<Record<VatCategory, VatCategoryRule>> = {
  STANDARD,
  INTERMEDIATE: STANDARD,
  REDUCED_RATE: STANDARD,
  OVERSEAS: STANDARD,
  SPECIAL_RATE: STANDARD,
  // NOTE: article 261 lists the French exemptions of operations (e.g. 261-4-1° for medical care); the
  // billing module passes the precise article in exemptionReason when it knows it.
  EXEMPT: { code: 'E', exemptionReason: 'Exonération de TVA, article 261 du CGI' },
  EXEMPT_EXPORT_OUTSIDE_EU: {
    code: 'G',
    exemptionReason: 'Exonération de TVA, article 262 I du CGI',
    exemptionCode: 'VATEX-EU-G',
  },
  NONE: {
    code: 'O',
    exemptionReason: 'Opération non soumise à la TVA',
    exemptionCode: 'VATEX-EU-O',
  },
  // Article 242 nonies A, I-13° de l'annexe II au CGI: the mention is the single word "Autoliquidation".
  REVERSE_CHARGE: { code: 'AE', exemptionReason: 'Autoliquidation', exemptionCode: 'VATEX-EU-AE' },
  REVERSE_CHARGE_INTRA_COMMUNITY_SUPPLY: {
    code: 'K',
    exemptionReason: 'Exonération de TVA, article 262 ter I du CGI',
    exemptionCode: 'VATEX-EU-IC',
  },
  ZERO_CODE_L: { code: 'L', printedLabel: 'IGIC (îles Canaries)' },
  ZERO_CODE_M: { code: 'M', printedLabel: 'IPSI (Ceuta et Melilla)' },
  ZERO_CODE_Z: { code: 'Z', printedLabel: 'Taux zéro' },
};

/** The categories whose VAT rate is written in the XML (EN 16931 forbids a rate for O). */
export const hasRate = (category: VatCategory): boolean => VAT_CATEGORY_RULES[category].code !== 'O';

/** The exemption text of a breakdown entry: its own, else the category's; undefined where forbidden. */
export function exemptionReasonOf(category: VatCategory, own?: string): string | undefined {
  const rule = VAT_CATEGORY_RULES[category];
  return rule.exemptionReason === undefined ? undefined : (own ?? rule.exemptionReason);
}
