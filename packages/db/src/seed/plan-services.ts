// The demo catalogue (spec §3.8): every service code, split between the two creditors, with yearly
// prices in cents, revenue accounts (class 7 of the French chart of accounts) and VAT; and delivery
// options of every type. The same on every run.
import type { ServiceCode } from '@vetbo/domain/services/catalogue';
import type { SubscriptionParameters } from '@vetbo/domain/services/subscription-parameters';
import type { serviceDeliveryOptions } from '../schema/services.ts';

export interface ServiceOptionPlan {
  code: string;
  entitled: string;
  /** The price of a year of service, in cents without VAT. */
  unitPriceWithoutVat: number;
  status?: 'ENABLED' | 'DISABLED';
}

export interface ServicePlan {
  code: ServiceCode;
  entitled: string;
  /** Index in the demo creditors: 0 Vetbo Services SAS, 1 Vetbo Distribution SAS. */
  creditorIndex: 0 | 1;
  accountingCode: string;
  options: ServiceOptionPlan[];
}

export const SERVICE_PLANS: readonly ServicePlan[] = [
  {
    code: 'CE-ABO',
    entitled: 'Comité d’entreprise — établissement',
    creditorIndex: 0,
    accountingCode: '706100',
    options: [
      { code: 'CE-ABO-ESSENTIEL', entitled: 'CE Essentiel', unitPriceWithoutVat: 24_000 },
      { code: 'CE-ABO-PLUS', entitled: 'CE Plus', unitPriceWithoutVat: 48_000 },
    ],
  },
  {
    code: 'CE-GRP-ABO',
    entitled: 'Comité d’entreprise — groupe',
    creditorIndex: 0,
    accountingCode: '706110',
    options: [{ code: 'CE-GRP-ABO-STANDARD', entitled: 'CE Groupe', unitPriceWithoutVat: 96_000 }],
  },
  {
    code: 'VP-DPE',
    entitled: 'Vétérinaire Pro — dossier patient',
    creditorIndex: 0,
    accountingCode: '706200',
    options: [{ code: 'VP-DPE-POSTE', entitled: 'VP DPE par poste', unitPriceWithoutVat: 36_000 }],
  },
  {
    code: 'VP-LIB',
    entitled: 'Vétérinaire Pro — licence libre',
    creditorIndex: 0,
    accountingCode: '706210',
    options: [{ code: 'VP-LIB-LICENCE', entitled: 'VP Licence', unitPriceWithoutVat: 18_000 }],
  },
  {
    code: 'VP-MAINT-DPE',
    entitled: 'Vétérinaire Pro — maintenance du dossier patient',
    creditorIndex: 0,
    accountingCode: '706220',
    options: [
      { code: 'VP-MAINT-DPE-POSTE', entitled: 'Maintenance DPE par poste', unitPriceWithoutVat: 12_000 },
    ],
  },
  {
    code: 'VP-MAINT',
    entitled: 'Vétérinaire Pro — forfait de maintenance',
    creditorIndex: 0,
    accountingCode: '706230',
    options: [
      { code: 'VP-MAINT-FORFAIT', entitled: 'Forfait maintenance', unitPriceWithoutVat: 0 },
      {
        code: 'VP-MAINT-2019',
        entitled: 'Forfait maintenance (ancienne offre)',
        unitPriceWithoutVat: 0,
        status: 'DISABLED',
      },
    ],
  },
  {
    code: '10PTZ-DPE',
    entitled: '10 points — dossier patient',
    creditorIndex: 1,
    accountingCode: '706300',
    options: [{ code: '10PTZ-DPE-POSTE', entitled: '10 points DPE par poste', unitPriceWithoutVat: 9_600 }],
  },
  {
    code: 'NGO-DPE',
    entitled: 'Négoce — dossier patient',
    creditorIndex: 1,
    accountingCode: '706310',
    options: [{ code: 'NGO-DPE-POSTE', entitled: 'Négoce DPE par poste', unitPriceWithoutVat: 7_200 }],
  },
  {
    code: 'MVS-ABO',
    entitled: 'Mon vétérinaire services — centrale d’achat',
    creditorIndex: 1,
    accountingCode: '706400',
    options: [{ code: 'MVS-ABO-STANDARD', entitled: 'MVS Standard', unitPriceWithoutVat: 60_000 }],
  },
  {
    code: 'NGO-AM',
    entitled: 'Négoce — achats mutualisés',
    creditorIndex: 1,
    accountingCode: '706410',
    options: [
      { code: 'NGO-AM-ADHESION', entitled: 'Adhésion achats mutualisés', unitPriceWithoutVat: 30_000 },
    ],
  },
];

export type DeliveryOptionPlan = Omit<typeof serviceDeliveryOptions.$inferInsert, 'veterinaryServiceId'> & {
  serviceCode: ServiceCode;
};

/** One delivery option of every type, on the services they go with. */
export const DELIVERY_OPTION_PLANS: readonly DeliveryOptionPlan[] = [
  {
    serviceCode: 'VP-DPE',
    code: 'INST-VP',
    entitled: 'Installation Vétérinaire Pro',
    description: 'Installation sur site et paramétrage des postes.',
    type: 'INSTALLATION',
    unitPriceWithoutVat: 45_000,
    accountingCode: '706500',
    invoiceLineEntitledPattern: '{entitled} — {establishmentName} ({completionDate})',
  },
  {
    serviceCode: 'VP-DPE',
    code: 'FORM-VP',
    entitled: 'Formation Vétérinaire Pro (demi-journée)',
    description: 'Formation de l’équipe, sur site ou à distance.',
    type: 'TRAINING',
    unitPriceWithoutVat: 35_000,
    accountingCode: '706510',
    invoiceLineEntitledPattern: '{entitled} × {quantity} — {month}',
  },
  {
    serviceCode: 'VP-LIB',
    code: 'MIGR-VP',
    entitled: 'Reprise des données d’un autre logiciel',
    description: 'Migration des dossiers patients et clients.',
    type: 'SOFTWARE_MIGRATION',
    unitPriceWithoutVat: 90_000,
    accountingCode: '706520',
    invoiceLineEntitledPattern: '{entitled} — {privilegedCode}',
  },
  {
    serviceCode: 'VP-MAINT',
    code: 'SUPP-VP',
    entitled: 'Assistance hors forfait (heure)',
    description: null,
    type: 'SUPPORT',
    unitPriceWithoutVat: 9_000,
    accountingCode: '706530',
    invoiceLineEntitledPattern: '{entitled} × {quantity} — {month}',
  },
  {
    serviceCode: 'MVS-ABO',
    code: 'SETUP-MVS',
    entitled: 'Ouverture du compte en centrale',
    description: 'Création des comptes chez la centrale et premier référencement.',
    type: 'SETUP',
    unitPriceWithoutVat: 15_000,
    accountingCode: '706540',
    invoiceLineEntitledPattern: null,
  },
  {
    serviceCode: 'CE-ABO',
    code: 'FRAIS-CE',
    entitled: 'Frais de dossier CE',
    description: null,
    type: 'FEES',
    unitPriceWithoutVat: 5_000,
    accountingCode: '706550',
    invoiceLineEntitledPattern: '{entitled}',
  },
  {
    serviceCode: 'NGO-AM',
    code: 'AUDIT-AM',
    entitled: 'Audit des achats',
    description: 'Analyse des achats de l’année et recommandations.',
    type: 'OTHER',
    unitPriceWithoutVat: 60_000,
    accountingCode: '706560',
    invoiceLineEntitledPattern: '{entitled} {month}',
  },
];

/** Valid parameters of a subscription to `code` (the demo varies them with `index`). */
export function demoParameters(code: ServiceCode, index: number): SubscriptionParameters {
  const contractType = index % 3 === 0 ? 'ROLLING_YEAR' : 'CALENDAR_YEAR';
  const subscriptionType = index % 2 === 0 ? 'BY_MONTH' : 'BY_YEAR';
  const common = { contractType, subscriptionType } as const;
  const vp = { crmClientCode: `CRM${String(1000 + index)}`, veterinaryCount: 1 + (index % 4), amount: 0 };
  switch (code) {
    case 'CE-ABO':
    case 'CE-GRP-ABO':
      return { serviceCode: code, ...common, collaboratorCount: 3 + (index % 8), collaboratorPrice: 1_500 };
    case '10PTZ-DPE':
      return { serviceCode: code, ...common, quantity: 1 + (index % 3) };
    case 'VP-DPE':
    case 'VP-LIB':
    case 'VP-MAINT-DPE':
      return { serviceCode: code, ...common, quantity: 1 + (index % 3), ...vp };
    case 'VP-MAINT':
      return { serviceCode: code, ...common, ...vp, vpMaintPackage: 'PACKAGE_490' };
    case 'MVS-ABO':
      return {
        serviceCode: code,
        ...common,
        central: 'CENTRAVET',
        centralPurchasingCode: `CV${String(20_000 + index)}`,
        centralPurchasingId: `ID${String(5_000 + index)}`,
        deliveryDays: ['TUESDAY', 'FRIDAY'],
        remunerationPackage: 'B',
        withOTCCommission: index % 2 === 0,
        rfaCashAdvance: 'QUARTERLY',
      };
    case 'NGO-DPE':
    case 'NGO-AM': {
      const withMedicine = index % 2 === 1;
      const base = {
        ...common,
        ngoAmPackage: withMedicine ? ('NGO_AM_B' as const) : ('NGO_AM' as const),
        withMedicine,
        centralCodes: [
          {
            central: 'ALCYON' as const,
            foodCode: `AL${String(300 + index)}`,
            medicineCode: withMedicine ? `ALM${index}` : null,
          },
        ],
      };
      return code === 'NGO-DPE'
        ? { serviceCode: code, ...base, quantity: 1 }
        : { serviceCode: code, ...base };
    }
  }
}
