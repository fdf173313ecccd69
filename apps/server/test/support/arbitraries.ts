import fc from 'fast-check';
import { type JsonSchema, type OpenApiDocument, resolve } from './openapi-operations.ts';

/** Values no schema allows but a client can send: the fuzz mixes them into every field. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udfff',
    '',
    ' ',
    '%',
    '%00',
    '-1',
    '0',
    '1e309',
    'NaN',
    'null',
    '__proto__',
    "'; drop table users; --",
    '🐶💉',
    'e\u0301te\u0301',
    '\u202Egnp.exe',
    'x'.repeat(10_000),
    '9'.repeat(400),
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(2 ** 31, 2 ** 53, -(2 ** 53), 1e308, -1e308, -0, 0.5, -1, 0, Number.MAX_SAFE_INTEGER + 2),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
);

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'date-time') {
    return fc
      .date({ min: new Date('1900-01-01'), max: new Date('2200-01-01'), noInvalidDate: true })
      .map((date) => `${date.toISOString().slice(0, 19)}Z`);
  }
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'uri') return fc.webUrl();
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern));
    } catch {
      // A pattern fast-check cannot generate from: fall back to free text.
    }
  }
  const minLength = schema.minLength ?? 0;
  return fc.string({ minLength, maxLength: Math.max(minLength, Math.min(schema.maxLength ?? 30, 30)) });
}

/**
 * Values of a JSON Schema of the document (enums, formats, patterns, bounds, required keys), each
 * field replaced by a hostile value one time in five, and objects sometimes carrying unknown fields.
 */
export function valueFor(document: OpenApiDocument, raw: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const schema = resolve(document, raw);
  const inSchema = schemaValue(document, schema, depth);
  return fc.oneof({ weight: 4, arbitrary: inSchema }, { weight: 1, arbitrary: hostileValue });
}

function schemaValue(document: OpenApiDocument, schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((s: JsonSchema) => valueFor(document, s, depth)));
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (Array.isArray(schema.type)) {
    return fc.oneof(...schema.type.map((type: string) => schemaValue(document, { ...schema, type }, depth)));
  }
  switch (schema.type) {
    case 'string':
      return stringFor(schema);
    case 'integer':
      return fc.integer({
        min: Math.max(schema.minimum ?? (schema.exclusiveMinimum ?? -2_147_483_649) + 1, -2_147_483_648),
        max: Math.min(schema.maximum ?? 2_147_483_647, 2_147_483_647),
      });
    case 'number':
      return fc.double({ noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(depth > 3 ? hostileValue : valueFor(document, schema.items ?? {}, depth + 1), {
        maxLength: Math.min(schema.maxItems ?? 4, 4),
      });
    case 'object': {
      if (depth > 3) return hostileValue;
      const properties = Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [
          key,
          valueFor(document, value as JsonSchema, depth + 1),
        ]),
      );
      const required = (schema.required ?? []) as string[];
      const complete = fc.record(properties, { requiredKeys: required });
      const partial = fc.record(properties, { requiredKeys: [] });
      const unknownFields = fc.dictionary(fc.string({ maxLength: 8 }), hostileValue, { maxKeys: 2 });
      return fc.oneof(
        { weight: 4, arbitrary: complete },
        { weight: 1, arbitrary: partial },
        {
          weight: 1,
          arbitrary: fc.tuple(complete, unknownFields).map(([known, extra]) => ({ ...extra, ...known })),
        },
      );
    }
    default:
      return hostileValue;
  }
}

/**
 * Percent-encoding as a browser would do it, except that lone surrogates become the bytes of their
 * CESU-8 form (invalid UTF-8) instead of making `encodeURIComponent` throw.
 */
export function encodeComponent(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code >= 0xd800 && code <= 0xdfff) {
      const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
      out += bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    } else out += encodeURIComponent(char);
  }
  return out;
}

/** How a query value travels: arrays as repeated keys, everything else as text. */
export function queryPairs(name: string, value: unknown): string[] {
  if (value === undefined) return [];
  const items = Array.isArray(value) ? value : [value];
  return items.map((item) => {
    const text = typeof item === 'string' ? item : JSON.stringify(item);
    return `${encodeComponent(name)}=${encodeComponent(text ?? '')}`;
  });
}

/** Query fragments no encoder produces: bad percent-encodings, raw NULs. */
export const rawQueryFragment = fc.constantFrom(
  'a=%FF',
  'tag[]=%C3%28',
  'page=%',
  'id[]=%00',
  '%FF=1',
  '&&',
  '=',
);
