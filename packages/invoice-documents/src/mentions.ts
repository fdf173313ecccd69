// The French texts a billing document carries, shared by the PDF and the XML notes (BT-22).
import { INVOICE_FIXED_MENTIONS } from '@vetbo/domain/creditors';
import { money } from './amounts.ts';
import type { BillingDocument, BillingDocumentKind, BillingParty, OperationNature } from './document.ts';

export const TITLES: Readonly<Record<BillingDocumentKind, string>> = {
  INVOICE: 'FACTURE',
  CREDIT_NOTE: 'AVOIR',
  SELF_BILLING: 'FACTURE — Autofacturation',
};

export const SELF_BILLING_MENTION = 'Autofacturation';

export const NATURE_LABELS: Readonly<Record<OperationNature, string>> = {
  SERVICES: 'Prestations de services',
  GOODS: 'Livraisons de biens',
  MIXED: 'Livraisons de biens et prestations de services',
};

export const latePenaltyMention = (doc: BillingDocument): string =>
  `Pénalités de retard : ${doc.latePaymentPenalty}`;

export const { recoveryIndemnity, earlyPaymentDiscount, vatOnDebits } = INVOICE_FIXED_MENTIONS;

/** "123 456 789" for a SIREN, "123 456 789 00012" for a SIRET. */
export function spacedLegalCode(code: string): string {
  const siren = code.slice(0, 9).replace(/(\d{3})(?=\d)/g, '$1 ');
  return code.length > 9 ? `${siren} ${code.slice(9)}` : siren;
}

/** "SAS au capital de 10 000,00 € — RCS Lyon 123 456 789", or what of it the party has. */
export function legalIdentityMention(party: BillingParty): string | undefined {
  const form =
    party.legalForm === undefined ? undefined : party.legalForm === 'ASSO' ? 'Association' : party.legalForm;
  const capital =
    party.shareCapitalCents === undefined ? undefined : `au capital de ${money(party.shareCapitalCents)}`;
  const rcs =
    party.tradeRegisterCity &&
    [party.tradeRegisterCity, party.legalCode && spacedLegalCode(party.legalCode.slice(0, 9))]
      .filter(Boolean)
      .join(' ');
  const first = [form, capital].filter(Boolean).join(' ');
  const text = [first, rcs].filter(Boolean).join(' — ');
  return text === '' ? undefined : text;
}
