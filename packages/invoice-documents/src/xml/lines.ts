// Invoice lines (BG-25) and VAT breakdowns (BG-23).
import { xmlAmount, xmlRate } from '../amounts.ts';
import type { BillingLine, VatBreakdownEntry } from '../document.ts';
import { exemptionReasonOf, hasRate, VAT_CATEGORY_RULES } from '../vat-categories.ts';
import { el, ela, text, type XmlNode } from './writer.ts';

/** UN/ECE recommendation 20 "unit" (one piece, one service). */
const UNIT = 'C62';

/**
 * A line. A discount line keeps its positive unit price (BR-27 forbids a negative price) and bills a
 * negative quantity, so that quantity × price is its negative net amount.
 */
export function lineItem(line: BillingLine, id: number): XmlNode {
  const quantity = line.amountWithoutVatCents < 0 ? -Math.abs(line.quantity) : line.quantity;
  return el(
    'ram:IncludedSupplyChainTradeLineItem',
    el('ram:AssociatedDocumentLineDocument', el('ram:LineID', String(id))),
    el('ram:SpecifiedTradeProduct', el('ram:Name', line.label), text('ram:Description', line.description)),
    el(
      'ram:SpecifiedLineTradeAgreement',
      el(
        'ram:NetPriceProductTradePrice',
        el('ram:ChargeAmount', xmlAmount(Math.abs(line.unitPriceWithoutVatCents))),
      ),
    ),
    el('ram:SpecifiedLineTradeDelivery', ela('ram:BilledQuantity', { unitCode: UNIT }, String(quantity))),
    el(
      'ram:SpecifiedLineTradeSettlement',
      el(
        'ram:ApplicableTradeTax',
        el('ram:TypeCode', 'VAT'),
        el('ram:CategoryCode', VAT_CATEGORY_RULES[line.vatCategory].code),
        hasRate(line.vatCategory) && el('ram:RateApplicablePercent', xmlRate(line.vatRate)),
      ),
      el(
        'ram:SpecifiedTradeSettlementLineMonetarySummation',
        el('ram:LineTotalAmount', xmlAmount(line.amountWithoutVatCents)),
      ),
    ),
  );
}

/** UNTDID 2475 code 5 (date of invoice): the VAT is due on the debits, not on payment. */
const VAT_ON_DEBITS = '5';

/** A VAT breakdown of the header; `vatOnDebits` writes BT-8. */
export function tradeTax(entry: VatBreakdownEntry, vatOnDebits: boolean): XmlNode {
  const rule = VAT_CATEGORY_RULES[entry.category];
  const reason = exemptionReasonOf(entry.category, entry.exemptionReason);
  return el(
    'ram:ApplicableTradeTax',
    el('ram:CalculatedAmount', xmlAmount(entry.vatCents)),
    el('ram:TypeCode', 'VAT'),
    text('ram:ExemptionReason', reason),
    el('ram:BasisAmount', xmlAmount(entry.baseCents)),
    el('ram:CategoryCode', rule.code),
    text('ram:ExemptionReasonCode', reason === undefined ? undefined : rule.exemptionCode),
    vatOnDebits && el('ram:DueDateTypeCode', VAT_ON_DEBITS),
    hasRate(entry.category) && el('ram:RateApplicablePercent', xmlRate(entry.rate)),
  );
}
