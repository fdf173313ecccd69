// One field map, the resource's schemas: the answer derived from the same declarations as the input rules.
import { z } from 'zod';
import { centsField } from './money/cents.ts';

type Fields = Record<string, z.ZodType>;
/** What the API answers for a field: its output type, always present (`null` when empty). */
type Answered<T extends z.ZodType> = z.ZodType<Exclude<z.output<T>, undefined>>;
type Intersect<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;
type Beside<F extends Fields> = { [K in keyof F]?: Fields };
export type AnswerShape<F extends Fields, B extends Beside<F>> = Omit<
  { [K in keyof F]: Answered<F[K]> },
  keyof B
> &
  Intersect<B[keyof B]>;

/** A field's rule without its optional, nullable, default or preprocessing wrappers (a form picks its input by it). */
export function baseRule(field: z.ZodType): z.ZodType {
  const def = field._zod.def as { type: string; innerType?: z.ZodType; out?: z.ZodType };
  if (def.type === 'pipe' && def.out) return baseRule(def.out);
  return def.innerType ? baseRule(def.innerType) : field;
}

/** The plain type of an input field's output: no checks, no trimming, no messages, no optional. */
function answerOf(field: z.ZodType): z.ZodType {
  const def = field._zod.def as { type: string; innerType?: z.ZodType; out?: z.ZodType };
  if (def.type === 'optional' || def.type === 'default') return answerOf(def.innerType as z.ZodType);
  if (def.type === 'nullable') return answerOf(def.innerType as z.ZodType).nullable();
  if (def.type === 'pipe') return answerOf(def.out as z.ZodType);
  if (field instanceof z.ZodEnum) return z.enum(field.options as [string, ...string[]]);
  if (field instanceof z.ZodNumber) return field.format === 'safeint' ? z.number().int() : z.number();
  if (field instanceof z.ZodString) return z.string();
  if (field instanceof z.ZodBoolean) return z.boolean();
  throw new TypeError(`No answer type for a field of type ${def.type}`);
}

/**
 * The answer's entries for `fields`, in their order: each field's output type (an amount described "In
 * cents"); `beside` replaces a field by entries of its own (`{ iban: { iban: …, ibanMasked: … } }`).
 */
export function answerShape<F extends Fields, B extends Beside<F> = Record<never, Fields>>(
  fields: F,
  beside?: B,
): AnswerShape<F, B> {
  const entries = Object.entries(fields).flatMap(([key, field]) => {
    const own = beside?.[key];
    if (own) return Object.entries(own);
    const answer = answerOf(field);
    return [[key, baseRule(field) === centsField ? answer.describe('In cents') : answer]];
  });
  return Object.fromEntries(entries) as AnswerShape<F, B>;
}
