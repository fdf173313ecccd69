import { describe, expect, it } from 'vitest';
import {
  checkValues,
  emptyLine,
  emptyValues,
  firstStepWithError,
  moveLine,
  previewTotals,
  REVIEW_STEP,
  type StepperValues,
  stepOf,
  toPayload,
} from './stepper-values.ts';

const filled = (): StepperValues => ({
  ...emptyValues(),
  veterinaryEstablishmentId: '12',
  creditorId: '3',
  category: 'SERVICE_DELIVERY',
  paymentMethod: 'BANK_TRANSFER',
  accountingCode: 'CLI123',
  lines: [
    {
      ...emptyLine(),
      summary: 'Formation',
      accountingCode: '706000',
      category: 'SERVICE_SALES',
      amountBeforeTax: '240,50',
      quantity: '2',
    },
    {
      ...emptyLine(),
      summary: 'Remise',
      accountingCode: '709000',
      category: 'SERVICE_DISCOUNT',
      amountBeforeTax: '40',
    },
  ],
});

describe('the invoice stepper’s values', () => {
  it('starts with one empty line: the first VAT category, 1,00 €', () => {
    const values = emptyValues();
    expect(values.lines).toHaveLength(1);
    expect(values.lines[0]).toMatchObject({ vatCategory: 'STANDARD', amountBeforeTax: '1,00', summary: '' });
    expect(emptyLine().uid).not.toBe(emptyLine().uid);
  });

  it('sends cents, the chosen target only, no uid, no account outside a direct debit', () => {
    const body = toPayload({ ...filled(), veterinaryGroupId: '9', billingAccountId: '4' }, true);
    expect(body).toEqual({
      veterinaryEstablishmentId: 12,
      creditorId: 3,
      documentType: 'INVOICE',
      category: 'SERVICE_DELIVERY',
      paymentMethod: 'BANK_TRANSFER',
      accountingCode: 'CLI123',
      draft: true,
      lines: [
        expect.objectContaining({
          summary: 'Formation',
          amountBeforeTax: 24_050,
          quantity: 2,
          vatCategory: 'STANDARD',
        }),
        expect.objectContaining({ summary: 'Remise', amountBeforeTax: 4_000, quantity: 1 }),
      ],
    });
    expect(JSON.stringify(body)).not.toContain('uid');
    const debit = toPayload(
      { ...filled(), paymentMethod: 'SPECIFIC_BILLING_ACCOUNT', billingAccountId: '4' },
      false,
    );
    expect(debit.billingAccountId).toBe(4);
  });

  it('says what is missing, on the step that holds it', () => {
    const checked = checkValues({ ...emptyValues() }, 'fr');
    expect('errors' in checked && checked.errors).toMatchObject({
      veterinaryEstablishmentId: 'Ce champ est requis',
      creditorId: 'Ce champ est requis',
      'lines.0.summary': 'Ce champ est requis',
    });
    if ('errors' in checked) expect(firstStepWithError(checked.errors)).toBe(0);
    expect(stepOf('lines.1.amountBeforeTax')).toBe(2);
    expect(stepOf('paymentMethod')).toBe(1);
    expect(stepOf('somethingElse')).toBe(REVIEW_STEP);
    expect(checkValues(filled(), 'fr')).toHaveProperty('data');
    const period = checkValues(
      { ...filled(), dateKind: 'period', periodStartDate: '2027-02-01', periodEndDate: '2027-01-31' },
      'fr',
    );
    expect('errors' in period && Object.keys(period.errors)).toEqual(['periodEndDate']);
    expect(
      toPayload(
        { ...filled(), dateKind: 'delivery', deliveryDate: '2027-01-15', periodStartDate: '2027-01-01' },
        false,
      ),
    ).toMatchObject({ deliveryDate: '2027-01-15' });
    expect(
      toPayload(
        { ...filled(), dateKind: 'delivery', deliveryDate: '2027-01-15', periodStartDate: '2027-01-01' },
        false,
      ),
    ).not.toHaveProperty('periodStartDate');
  });

  it('previews HT, VAT per rate and TTC as the server computes them; too large a discount overflows', () => {
    const preview = previewTotals(filled().lines);
    // 2 × 240,50 − 40,00 = 441,00 HT; 20 % = 88,20; 529,20 TTC.
    expect(preview).toEqual({
      kind: 'totals',
      totals: {
        amountWithoutVat: 44_100,
        vatAmount: 8_820,
        amountWithVat: 52_920,
        vatBreakdown: [{ vatCategory: 'STANDARD', rate: 2000, base: 44_100, vat: 8_820 }],
      },
    });
    const [sale, discount] = filled().lines;
    if (!sale || !discount) throw new Error('two lines');
    expect(previewTotals([sale, { ...discount, amountBeforeTax: '500' }])).toEqual({
      kind: 'overflow',
      message: 'Dépassement du montant total',
    });
    expect(previewTotals([{ ...sale, amountBeforeTax: 'abc' }])).toEqual({ kind: 'none' });
  });

  it('moves a line up and down, never past the ends', () => {
    expect(moveLine(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveLine(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveLine(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moveLine(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
  });
});
