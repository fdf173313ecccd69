import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { COUNTRY_CODES } from '../src/enums.ts';
import { countryCode, optionalEnum, optionalText, requiredText } from '../src/fields.ts';
import { centsField } from '../src/money/cents.ts';
import { answerShape, baseRule } from '../src/record-fields.ts';

const fields = {
  name: requiredText(150),
  note: optionalText(100).describe('Not in the answer'),
  country: countryCode,
  kind: optionalEnum(['A', 'B']),
  amount: centsField.nullable().optional().describe('In cents'),
  count: z.number().int(),
  code: z.preprocess(
    (value) => value,
    z.string().refine((value) => value.length === 3),
  ),
  secret: requiredText(20),
  active: z.boolean(),
};

describe('answerShape', () => {
  it('answers each field by its output type, without the input checks, beside entries in place', () => {
    const shape = answerShape(fields, { secret: { secret: z.string(), secretMasked: z.boolean() } });
    expect(Object.keys(shape)).toEqual([
      'name',
      'note',
      'country',
      'kind',
      'amount',
      'count',
      'code',
      'secret',
      'secretMasked',
      'active',
    ]);
    const json = z.toJSONSchema(z.object(shape), { io: 'output' }) as { properties: Record<string, unknown> };
    expect(json.properties.name).toEqual({ type: 'string' });
    expect(json.properties.note).toEqual({ type: ['string', 'null'] });
    expect(json.properties.country).toEqual({ type: 'string', enum: [...COUNTRY_CODES] });
    expect(json.properties.kind).toEqual({ anyOf: [{ type: 'string', enum: ['A', 'B'] }, { type: 'null' }] });
    expect(json.properties.amount).toMatchObject({ description: 'In cents' });
    expect(json.properties.count).toMatchObject({ type: 'integer' });
    expect(json.properties.code).toEqual({ type: 'string' });
    expect(json.properties.active).toEqual({ type: 'boolean' });
    expect(z.object(shape).parse({ ...sample, secretMasked: true }).name).toBe('  Vetbo  ');
  });

  it('finds the rule under its wrappers', () => {
    expect(baseRule(fields.amount)).toBe(centsField);
    expect(baseRule(fields.kind)).toBeInstanceOf(z.ZodEnum);
    expect(baseRule(fields.code)).toBeInstanceOf(z.ZodString);
  });
});

const sample = {
  name: '  Vetbo  ',
  note: null,
  country: 'FRA',
  kind: null,
  amount: 1250,
  count: 2,
  code: 'ABCD',
  secret: 'x',
  active: false,
};
