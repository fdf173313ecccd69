// The Factur-X XML (UN/CEFACT CII D16B, profile EN 16931) of a billing document.
import { xmlAmount, xmlDate } from './amounts.ts';
import type { BillingDocument, BillingDocumentKind } from './document.ts';
import { lineItem, tradeTax } from './xml/lines.ts';
import { documentNotes } from './xml/notes.ts';
import { deliverToParty, tradeParty } from './xml/parties.ts';
import { paymentMeans } from './xml/payment.ts';
import { el, ela, serialise, text, type XmlNode } from './xml/writer.ts';

export const EN16931_GUIDELINE = 'urn:cen.eu:en16931:2017';

/** UNTDID 1001: commercial invoice, credit note, self-billed invoice. */
export const TYPE_CODES: Readonly<Record<BillingDocumentKind, string>> = {
  INVOICE: '380',
  CREDIT_NOTE: '381',
  SELF_BILLING: '389',
};

const NAMESPACES = {
  'xmlns:rsm': 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100',
  'xmlns:qdt': 'urn:un:unece:uncefact:data:standard:QualifiedDataType:100',
  'xmlns:ram': 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100',
  'xmlns:udt': 'urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100',
};

/**
 * The French reform's "cadre de facturation" (BT-23): B goods, S services, M mixed; 1 to be paid,
 * 2 already paid.
 */
function billingFramework(doc: BillingDocument): string {
  const nature = { GOODS: 'B', SERVICES: 'S', MIXED: 'M' }[doc.operationNature];
  const alreadyPaid = doc.totals.dueCents === 0 && (doc.totals.paidCents ?? 0) > 0;
  return `${nature}${alreadyPaid ? 2 : 1}`;
}

export const dateTime = (name: string, date: string): XmlNode =>
  el(name, ela('udt:DateTimeString', { format: '102' }, xmlDate(date)));

function delivery(doc: BillingDocument): XmlNode {
  return el(
    'ram:ApplicableHeaderTradeDelivery',
    deliverToParty(doc),
    doc.deliveryDate &&
      el('ram:ActualDeliverySupplyChainEvent', dateTime('ram:OccurrenceDateTime', doc.deliveryDate)),
  );
}

function settlement(doc: BillingDocument): XmlNode {
  const { totals } = doc;
  const amount = (name: string, cents: number | undefined, attributes?: Record<string, string>) =>
    cents === undefined ? undefined : ela(name, attributes ?? {}, xmlAmount(cents));
  return el(
    'ram:ApplicableHeaderTradeSettlement',
    text(
      'ram:CreditorReferenceID',
      doc.paymentMethod === 'SEPA_DIRECT_DEBIT' ? doc.creditorIdentifier : undefined,
    ),
    text('ram:PaymentReference', doc.number),
    el('ram:InvoiceCurrencyCode', doc.currency),
    paymentMeans(doc),
    ...doc.vatBreakdown.map((entry) => tradeTax(entry, doc.vatOnDebits)),
    doc.period &&
      el(
        'ram:BillingSpecifiedPeriod',
        dateTime('ram:StartDateTime', doc.period.start),
        dateTime('ram:EndDateTime', doc.period.end),
      ),
    el(
      'ram:SpecifiedTradePaymentTerms',
      text('ram:Description', doc.paymentTerms),
      dateTime('ram:DueDateDateTime', doc.dueDate),
      text(
        'ram:DirectDebitMandateID',
        doc.paymentMethod === 'SEPA_DIRECT_DEBIT' ? doc.mandateReference : undefined,
      ),
    ),
    el(
      'ram:SpecifiedTradeSettlementHeaderMonetarySummation',
      amount('ram:LineTotalAmount', sumOfLines(doc)),
      amount('ram:TaxBasisTotalAmount', totals.withoutVatCents),
      amount('ram:TaxTotalAmount', totals.vatCents, { currencyID: doc.currency }),
      amount('ram:GrandTotalAmount', totals.withVatCents),
      amount('ram:TotalPrepaidAmount', totals.paidCents),
      amount('ram:DuePayableAmount', totals.dueCents),
    ),
    doc.precedingInvoice &&
      el(
        'ram:InvoiceReferencedDocument',
        el('ram:IssuerAssignedID', doc.precedingInvoice.number),
        el(
          'ram:FormattedIssueDateTime',
          ela('qdt:DateTimeString', { format: '102' }, xmlDate(doc.precedingInvoice.issueDate)),
        ),
      ),
  );
}

/** BT-106: the sum of the lines' net amounts (discount lines are negative). */
export const sumOfLines = (doc: BillingDocument): number =>
  doc.lines.reduce((sum, line) => sum + line.amountWithoutVatCents, 0);

/** The CII XML of the document; validate it with validateFacturxXml before issuing it. */
export function buildFacturxXml(doc: BillingDocument): string {
  return serialise(
    ela(
      'rsm:CrossIndustryInvoice',
      NAMESPACES,
      el(
        'rsm:ExchangedDocumentContext',
        el('ram:BusinessProcessSpecifiedDocumentContextParameter', el('ram:ID', billingFramework(doc))),
        el('ram:GuidelineSpecifiedDocumentContextParameter', el('ram:ID', EN16931_GUIDELINE)),
      ),
      el(
        'rsm:ExchangedDocument',
        el('ram:ID', doc.number),
        el('ram:TypeCode', TYPE_CODES[doc.kind]),
        dateTime('ram:IssueDateTime', doc.issueDate),
        ...documentNotes(doc),
      ),
      el(
        'rsm:SupplyChainTradeTransaction',
        ...doc.lines.map((line, index) => lineItem(line, index + 1)),
        el(
          'ram:ApplicableHeaderTradeAgreement',
          tradeParty('ram:SellerTradeParty', doc.seller, doc),
          tradeParty('ram:BuyerTradeParty', doc.buyer, doc),
        ),
        delivery(doc),
        settlement(doc),
      ),
    ),
  );
}
