import { deliveryOptionUpdateSchema } from '@vetbo/domain/service-deliveries';
import { describe, expect, it } from 'vitest';
import { isPriceNotEuros } from './delivery-option-form.ts';

describe('the delivery option panel’s values', () => {
  it('refuses a pattern with an unknown placeholder on its field', () => {
    const result = deliveryOptionUpdateSchema.safeParse({ invoiceLineEntitledPattern: '{entitled} {date}' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['invoiceLineEntitledPattern'],
      message: 'unknownPlaceholder',
    });
  });

  it.each<[string, boolean]>([
    ['', false],
    ['450', false],
    ['450,50', false],
    ['1 250,50 €', false],
    ['450,505', true],
    ['quatre cents', true],
  ])('price %j is not euros: %s', (text, notEuros) => {
    expect(isPriceNotEuros(text)).toBe(notEuros);
  });
});
