import { describe, expect, it } from 'vitest';
import { establishmentCreateSchema } from '../src/establishments.ts';
import { privilegedCodeError } from '../src/validators/privileged-code.ts';

describe('privileged code', () => {
  it('accepts three letters followed by three digits', () => {
    expect(privilegedCodeError('BCD123')).toBeNull();
    expect(privilegedCodeError('VET472')).toBeNull();
  });

  it('is upper-cased and trimmed by the shared schema', () => {
    const parsed = establishmentCreateSchema.parse({
      name: 'Clinique',
      privilegedCode: ' bcd123 ',
      type: 'CLI',
    });
    expect(parsed.privilegedCode).toBe('BCD123');
  });
});
