import { establishmentCreateSchema } from '@vetbo/domain/establishments';
import { describe, expect, it } from 'vitest';
import { fieldErrorsFromProblem, fieldErrorsFromZod, unmatchedErrors } from './form-errors.ts';

describe('form errors', () => {
  it('translates zod issues and keys them by dot path', () => {
    const result = establishmentCreateSchema.safeParse({
      name: '',
      privilegedCode: 'ABC123',
      type: 'CAB',
      mainAddress: { streetName: 'rue', postalCode: '', city: 'Lyon', country: 'FRA' },
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    const errors = fieldErrorsFromZod(result.error, 'fr');
    expect(errors.name).toBe('Ce champ est requis');
    expect(errors['mainAddress.postalCode']).toBe('Ce champ est requis');
  });

  it('maps API errors[] onto fields and keeps the unknown ones', () => {
    const errors = fieldErrorsFromProblem([
      { path: 'mainAddress.postalCode', message: 'Code postal invalide' },
      { path: 'somethingElse', message: 'Refusé' },
    ]);
    expect(errors['mainAddress.postalCode']).toBe('Code postal invalide');
    expect(unmatchedErrors(errors, ['mainAddress.postalCode'])).toEqual(['somethingElse : Refusé']);
  });
});
