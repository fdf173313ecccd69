// Test documents: a factory with sensible French defaults, and the six kinds of document the package must
// issue. Breakdown and totals are computed here with the domain's VAT maths, as the billing module does.
import { vatOf } from '@vetbo/domain/money/vat';
import type { BillingDocument, BillingLine, BillingParty, VatBreakdownEntry } from '../../src/document.ts';

export const makeParty = (overrides: Partial<BillingParty> = {}): BillingParty => ({
  name: 'Réseau Vétérinaire Rhône',
  legalForm: 'SAS',
  shareCapitalCents: 1_000_000,
  legalCode: '732829320',
  vatNumber: 'FR44732829320',
  tradeRegisterCity: 'RCS Lyon',
  address: { street: '12 rue de la République', postalCode: '69002', city: 'Lyon', country: 'FRA' },
  email: 'facturation@vetbo.example',
  ...overrides,
});

export const clinic = (overrides: Partial<BillingParty> = {}): BillingParty =>
  makeParty({
    name: 'Clinique vétérinaire des Érables',
    legalForm: 'SELARL',
    shareCapitalCents: 500_000,
    legalCode: '40483304800022',
    vatNumber: 'FR83404833048',
    tradeRegisterCity: 'RCS Grenoble',
    address: { street: '3 avenue Alsace-Lorraine', postalCode: '38000', city: 'Grenoble', country: 'FRA' },
    email: 'compta@erables.example',
    ...overrides,
  });

export const line = (overrides: Partial<BillingLine> & Pick<BillingLine, 'label'>): BillingLine => {
  const quantity = overrides.quantity ?? 1;
  const unit = overrides.unitPriceWithoutVatCents ?? 10_000;
  const amount = overrides.isDiscount ? -quantity * unit : quantity * unit;
  return {
    quantity,
    unitPriceWithoutVatCents: unit,
    amountWithoutVatCents: amount,
    vatCategory: 'STANDARD',
    vatRate: 2000,
    ...overrides,
  };
};

/** The breakdown per category and rate (VAT on each base, half-up) and the totals, from the lines. */
export function withTotals(
  doc: Omit<BillingDocument, 'vatBreakdown' | 'totals'>,
  paidCents?: number,
): BillingDocument {
  const groups = new Map<string, VatBreakdownEntry>();
  for (const l of doc.lines) {
    const key = `${l.vatCategory}:${l.vatRate}`;
    const entry = groups.get(key) ?? { category: l.vatCategory, rate: l.vatRate, baseCents: 0, vatCents: 0 };
    entry.baseCents += l.amountWithoutVatCents;
    groups.set(key, entry);
  }
  const vatBreakdown = [...groups.values()].map((e) => ({ ...e, vatCents: vatOf(e.baseCents, e.rate) }));
  const withoutVatCents = vatBreakdown.reduce((sum, e) => sum + e.baseCents, 0);
  const vatCents = vatBreakdown.reduce((sum, e) => sum + e.vatCents, 0);
  const withVatCents = withoutVatCents + vatCents;
  const totals = {
    withoutVatCents,
    vatCents,
    withVatCents,
    paidCents,
    dueCents: withVatCents - (paidCents ?? 0),
  };
  return { ...doc, vatBreakdown, totals };
}

const base = {
  kind: 'INVOICE',
  number: 'FVS-2026-000042',
  issueDate: '2026-11-27',
  dueDate: '2026-12-27',
  currency: 'EUR',
  seller: makeParty(),
  buyer: clinic(),
  period: { start: '2026-11-01', end: '2026-11-30' },
  operationNature: 'SERVICES',
  vatOnDebits: false,
  paymentMethod: 'SEPA_DIRECT_DEBIT',
  paymentTerms: 'Prélèvement SEPA à 30 jours',
  iban: 'FR7630006000011234567890189',
  mandateReference: 'RUM-VETBO-000123',
  creditorIdentifier: 'FR72ZZZ123456',
  latePaymentPenalty: 'trois fois le taux d’intérêt légal',
  lines: [
    line({
      label: 'Abonnement logiciel de gestion',
      description: 'Novembre 2026',
      unitPriceWithoutVatCents: 102_880,
    }),
    line({ label: 'Assistance téléphonique', quantity: 3, unitPriceWithoutVatCents: 2_500 }),
  ],
} satisfies Omit<BillingDocument, 'vatBreakdown' | 'totals'>;

export const makeDocument = (overrides: Partial<Omit<BillingDocument, 'vatBreakdown' | 'totals'>> = {}) =>
  withTotals({ ...base, ...overrides });

/** The six documents every test runs through. */
export const DOCUMENTS = {
  'a plain invoice': makeDocument({ personalisedMention: 'Merci de votre confiance.' }),
  'a credit note': makeDocument({
    kind: 'CREDIT_NOTE',
    number: 'AVS-2026-000007',
    precedingInvoice: { number: 'FVS-2026-000042', issueDate: '2026-11-27' },
    lines: [
      line({
        label: 'Remboursement assistance téléphonique non rendue',
        quantity: 2,
        unitPriceWithoutVatCents: 2_500,
      }),
    ],
  }),
  'a self-billing document': makeDocument({
    kind: 'SELF_BILLING',
    number: 'AFS-2026-000003',
    seller: clinic(),
    buyer: makeParty(),
    paymentMethod: 'SEPA_CREDIT_TRANSFER',
    paymentTerms: 'Virement à 30 jours',
    iban: 'FR76 3000 6000 0112 3456 7890 189',
    bic: 'AGRIFRPP',
    mandateReference: undefined,
    creditorIdentifier: undefined,
    lines: [line({ label: 'Commission sur ventes de médicaments', unitPriceWithoutVatCents: 45_678 })],
  }),
  'a reverse-charge invoice': makeDocument({
    number: 'FVS-2026-000043',
    buyer: clinic({
      name: 'Clinique vétérinaire de Namur',
      legalForm: 'SRL',
      legalCode: undefined,
      vatNumber: 'BE0477472701',
      tradeRegisterCity: undefined,
      address: { street: 'Rue de Fer 25', postalCode: '5000', city: 'Namur', country: 'BEL' },
    }),
    lines: [
      line({
        label: 'Formation du personnel',
        unitPriceWithoutVatCents: 150_000,
        vatCategory: 'REVERSE_CHARGE',
        vatRate: 0,
      }),
    ],
  }),
  'an overseas-VAT invoice': makeDocument({
    number: 'FVS-2026-000044',
    buyer: clinic({
      name: 'Clinique vétérinaire de Saint-Denis',
      address: { street: '5 rue de Paris', postalCode: '97400', city: 'Saint-Denis', country: 'REU' },
    }),
    operationNature: 'GOODS',
    deliveryDate: '2026-11-20',
    period: undefined,
    deliveryAddress: {
      street: 'ZI du Chaudron, bâtiment B',
      postalCode: '97490',
      city: 'Sainte-Clotilde',
      country: 'REU',
    },
    lines: [
      line({
        label: 'Lecteur de puces électroniques',
        quantity: 2,
        unitPriceWithoutVatCents: 12_345,
        vatCategory: 'OVERSEAS',
        vatRate: 850,
      }),
    ],
  }),
  'a multi-rate invoice': makeDocument({
    number: 'FVS-2026-000045',
    operationNature: 'MIXED',
    vatOnDebits: true,
    lines: [
      line({ label: 'Abonnement logiciel de gestion', unitPriceWithoutVatCents: 102_880 }),
      line({ label: 'Remise fidélité', unitPriceWithoutVatCents: 10_288, isDiscount: true }),
      line({
        label: 'Aliments physiologiques',
        quantity: 4,
        unitPriceWithoutVatCents: 2_399,
        vatCategory: 'INTERMEDIATE',
        vatRate: 1000,
      }),
      line({
        label: 'Revues professionnelles',
        quantity: 3,
        unitPriceWithoutVatCents: 1_250,
        vatCategory: 'REDUCED_RATE',
        vatRate: 550,
      }),
      line({
        label: 'Publication au bulletin officiel',
        unitPriceWithoutVatCents: 4_990,
        vatCategory: 'SPECIAL_RATE',
        vatRate: 210,
      }),
      line({
        label: 'Formation continue agréée',
        unitPriceWithoutVatCents: 35_000,
        vatCategory: 'EXEMPT',
        vatRate: 0,
      }),
    ],
  }),
} satisfies Record<string, BillingDocument>;

export type DocumentName = keyof typeof DOCUMENTS;
export const DOCUMENT_NAMES = Object.keys(DOCUMENTS) as DocumentName[];
