// A form's plumbing read from the domain's zod schema: its field paths (lines of arrays included), its
// empty values, its required marks, record → values and values → payload. No hand-written path list or
// empty-values object: a field added to the schema is a field of the form.
import { centsField } from '@vetbo/domain/money/cents';
import { inputAmount } from '@vetbo/domain/money/format';
import { parseEuros } from '@vetbo/domain/money/parse';
import type { z } from 'zod';

interface Def {
  type: string;
  innerType?: Node;
  in?: Node;
  out?: Node;
  shape?: Record<string, Node>;
  element?: Node;
  defaultValue?: unknown;
  coerce?: boolean;
  options?: Node[];
  discriminator?: string;
  values?: unknown[];
}
interface Node {
  _zod: { def: Def; optout?: 'optional' };
}

/**
 * A form value: text for scalars (inputs hold strings), booleans as they are, objects and lines nested;
 * the variants of a union of objects are one object holding the fields of them all.
 */
type FormValue<T> = [T] extends [readonly (infer E)[]]
  ? FormValue<NonNullable<E>>[]
  : [T] extends [boolean]
    ? boolean
    : [T] extends [Record<string, unknown>]
      ? FormValuesOf<T>
      : string;
type KeysOfAny<T> = T extends unknown ? keyof T : never;
type ValueOfAny<T, K> = T extends unknown ? (K extends keyof T ? T[K] : never) : never;
export type FormValuesOf<T> = { [K in KeysOfAny<T>]-?: FormValue<NonNullable<ValueOfAny<T, K>>> };
/** The values of a form on schema S (its output type, every scalar as the text of its input). */
export type SchemaFormValues<S extends z.ZodType> = FormValuesOf<z.output<S>>;

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);

/** The schema that says what a field holds, below optional/nullable/default and preprocessing. */
function core(node: Node): Node {
  const { def } = node._zod;
  if (WRAPPERS.has(def.type) && def.innerType) return core(def.innerType);
  if (def.type === 'pipe' && def.in && def.out) {
    // z.preprocess(fn, schema) is a pipe from a transform; schema.transform(fn) a pipe to one.
    return core(def.out._zod.def.type === 'transform' ? def.in : def.out);
  }
  return node;
}

function defaultOf(node: Node): unknown {
  const { def } = node._zod;
  if (def.type === 'default') return def.defaultValue;
  if (WRAPPERS.has(def.type) && def.innerType) return defaultOf(def.innerType);
  if (def.type === 'pipe' && def.out) return defaultOf(def.out);
  return undefined;
}

/** The object variants of a union (e.g. a subscription's parameters, one variant per service code). */
const variantsOf = (node: Node): Node[] => {
  const { def } = core(node)._zod;
  return def.type === 'union'
    ? (def.options ?? []).filter((option) => core(option)._zod.def.type === 'object')
    : [];
};
/** An object, or a union of objects (whose fields are those of every variant). */
const holdsFields = (node: Node) => core(node)._zod.def.type === 'object' || variantsOf(node).length > 0;

/** The variant a discriminated union's value chooses (by its discriminator), if any. */
const chosenVariant = (node: Node, value: Values): Node | undefined => {
  const { discriminator } = core(node)._zod.def;
  if (!discriminator) return undefined;
  return variantsOf(node).find((variant) =>
    core(core(variant)._zod.def.shape?.[discriminator] as Node)._zod.def.values?.includes(
      value[discriminator],
    ),
  );
};

/** `lines[0].amount` and `lines.0.amount` are the same field: the dot form (@mantine/form's, the API's). */
export const dotPath = (path: string) => path.replace(/\[(\d+)\]/g, '.$1').replace(/^body\./, '');
/** The field a path names, whatever its line: `lines.0.amount` → `lines.amount`. */
const fieldOf = (path: string) =>
  dotPath(path)
    .split('.')
    .filter((part) => !/^\d+$/.test(part))
    .join('.');

type Values = Record<string, unknown>;

const isObjectValue = (value: unknown): value is Values =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `initial`'s values where the record (none: a new one) has none; a nested object field by field. */
function withInitial(values: Values, record: Values | undefined, extra: Readonly<Values>): Values {
  for (const [key, value] of Object.entries(extra)) {
    const nested = values[key];
    if (isObjectValue(value) && isObjectValue(nested)) withInitial(nested, record?.[key] as Values, value);
    else if (record?.[key] == null) values[key] = value;
  }
  return values;
}

export interface SchemaFormOptions {
  /** Fields marked required although the schema lets them be absent (a rule in its superRefine). */
  required?: readonly string[];
  /** Fields not marked although the schema's output always has them (a default the API applies when absent). */
  optional?: readonly string[];
  /** Values the schema does not default, for a new record and for a record's empty fields. */
  initial?: Readonly<Record<string, unknown>> | (() => Readonly<Record<string, unknown>>);
  /** Fields the form does not show (their errors go to the drawer's summary). */
  omit?: readonly string[];
  /** Lists of texts typed in one input, comma-separated (e.g. other phone numbers). */
  listsAsText?: readonly string[];
  /** Integers in cents the schema does not type with centsField: typed in euros like it (`parameters.amount`). */
  cents?: readonly string[];
}

/** An edit's payload: the values the form started from, and the schema that checks the changes. */
export interface PayloadUpdate<V extends Values> {
  from: V;
  schema?: z.ZodType;
}

export interface SchemaForm<V extends Values> {
  /** The values of an empty form (a declared default where the schema has one). */
  empty: () => V;
  /** A saved record as the form's values: null becomes '', numbers text, cents euros ("12,50"). */
  toValues: (record: unknown) => V;
  /**
   * The values as the body the schema checks: euros back to cents, other texts as typed. With `update`
   * (an edit): a field the user emptied is null where the update schema takes null, and a field empty
   * from the start is not sent.
   */
  toPayload: (values: V, update?: PayloadUpdate<V>) => Values;
  /** Every field path the form shows, lines included (`lines.0.amount`…). */
  paths: (values: V) => string[];
  /** Whether a field gets the required mark (`lines[0].amount` and `lines.0.amount` alike). */
  isRequired: (path: string) => boolean;
}

/**
 * The plumbing of a form on a domain object schema (the create schema: its required fields are the
 * marks). `useRecordForm({ form: schemaForm(xCreateSchema), … })` takes it whole.
 */
export function schemaForm<S extends z.ZodType, V extends Values = SchemaFormValues<S> & Values>(
  schema: S,
  options: SchemaFormOptions = {},
): SchemaForm<V> {
  const root = core(schema as unknown as Node);
  const omitted = new Set(options.omit ?? []);
  const asText = new Set(options.listsAsText ?? []);
  const initial = () => (typeof options.initial === 'function' ? options.initial() : (options.initial ?? {}));
  const required = new Set<string>(options.required ?? []);
  const textLists = new Set<Node>();
  const asTextList = (node: Node) => textLists.has(node);
  const shapeOf = (node: Node): [string, Node][] => {
    const variants = variantsOf(node);
    const shapes = (variants.length > 0 ? variants : [node]).map((each) => core(each)._zod.def.shape ?? {});
    const fields = new Map<string, Node>();
    for (const [key, child] of shapes.flatMap((shape) => Object.entries(shape))) {
      if (!omitted.has(key) && !fields.has(key)) fields.set(key, child);
    }
    return [...fields];
  };
  const centsNodes = new Set<Node>([core(centsField as unknown as Node)]);
  // A cents field named by its path: in every variant that has it (each may declare its own schema).
  for (const path of options.cents ?? []) {
    let nodes: Node[] = [root];
    for (const key of path.split('.')) {
      nodes = nodes.flatMap((node) => {
        const holder = core(node)._zod.def.type === 'array' ? (core(node)._zod.def.element as Node) : node;
        const variants = variantsOf(holder);
        return (variants.length > 0 ? variants : [holder]).flatMap((each) => {
          const child = core(each)._zod.def.shape?.[key];
          return child ? [child] : [];
        });
      });
    }
    for (const node of nodes) centsNodes.add(core(node));
  }
  const isCents = (node: Node) => centsNodes.has(core(node));

  // Required marks: a field the schema requires (inside an optional object too: when the object is
  // given, e.g. an address, its required fields are marked).
  const collect = (node: Node, prefix: string) => {
    for (const [key, child] of shapeOf(node)) {
      const path = prefix + key;
      const { type } = core(child)._zod.def;
      if (holdsFields(child)) collect(child, `${path}.`);
      else if (type === 'array' && holdsFields(core(child)._zod.def.element as Node)) {
        collect(core(child)._zod.def.element as Node, `${path}.`);
      } else if (child._zod.optout !== 'optional') required.add(path);
    }
  };
  if (holdsFields(root)) collect(root, '');
  for (const path of options.optional ?? []) required.delete(path);
  for (const [key, child] of shapeOf(root)) if (asText.has(key)) textLists.add(child);

  const emptyOf = (node: Node): unknown => {
    const inner = core(node);
    const { type } = inner._zod.def;
    if (holdsFields(node))
      return Object.fromEntries(shapeOf(node).map(([key, child]) => [key, emptyOf(child)]));
    if (type === 'array') return asTextList(node) ? '' : [];
    const fallback = defaultOf(node);
    if (type === 'boolean') return fallback ?? false;
    if (isCents(node)) return inputAmount(fallback as number | undefined);
    return fallback === undefined || fallback === null ? '' : String(fallback);
  };

  const recordValue = (node: Node, value: unknown): unknown => {
    if (value === null || value === undefined) return emptyOf(node);
    const inner = core(node);
    const { type } = inner._zod.def;
    if (holdsFields(node)) {
      const record = value as Values;
      return Object.fromEntries(shapeOf(node).map(([key, child]) => [key, recordValue(child, record[key])]));
    }
    if (type === 'array') {
      if (asTextList(node)) return (value as unknown[]).join(', ');
      const element = inner._zod.def.element as Node;
      return (value as unknown[]).map((line) => recordValue(element, line));
    }
    if (type === 'boolean') return Boolean(value);
    if (isCents(node)) return inputAmount(value as number);
    return String(value);
  };

  /** The update schema's rule of a field, when it declares one (an object's, or a wrapped object's). */
  const ruleIn = (schema: Node | undefined, key: string): Node | undefined =>
    schema && holdsFields(schema) ? (core(schema)._zod.def.shape?.[key] as Node | undefined) : undefined;
  const takesNull = (node: Node) => (node as unknown as z.ZodType).safeParse(null).success;
  const isEmptyText = (value: unknown) => typeof value === 'string' && value.trim() === '';

  const payloadOf = (node: Node, value: unknown, from?: unknown, update?: Node): unknown => {
    const inner = core(node);
    const { type, coerce } = inner._zod.def;
    if (variantsOf(node).length > 0 && value && typeof value === 'object' && !Array.isArray(value)) {
      // Only the fields of the variant chosen (variants are strict); none chosen: the choice alone.
      const record = value as Values;
      const variant = chosenVariant(node, record);
      const { discriminator = '' } = inner._zod.def;
      if (!variant) return { [discriminator]: record[discriminator] };
      const shape = core(variant)._zod.def.shape ?? {};
      return Object.fromEntries(
        Object.keys(record)
          .filter((key) => key in shape)
          .map((key) => [key, payloadOf(shape[key] as Node, record[key])]),
      );
    }
    if (type === 'object' && value && typeof value === 'object') {
      const record = value as Values;
      const started = isObjectValue(from) ? from : undefined;
      return Object.fromEntries(
        Object.keys(record).map((key) => {
          const child = core(node)._zod.def.shape?.[key];
          if (!child) return [key, record[key]];
          const field = record[key];
          // An edit's empty input: empty from the start, not sent (nothing changes); emptied by the user,
          // null where the update's rule (else the form's) takes null, else as below ('' reads "required").
          if (started && isEmptyText(field) && !asTextList(child)) {
            if (isEmptyText(started[key])) return [key, undefined];
            if (takesNull(ruleIn(update, key) ?? child)) return [key, null];
          }
          return [key, payloadOf(child, field, started?.[key], ruleIn(update, key))];
        }),
      );
    }
    if (type === 'array' && Array.isArray(value)) {
      return value.map((line) => payloadOf(inner._zod.def.element as Node, line));
    }
    if (typeof value !== 'string') return value;
    if (type === 'array' && asTextList(node)) {
      return value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean);
    }
    if (value.trim() === '') {
      // The domain's field builders read '' as "no value" (z.preprocess); elsewhere an empty input is
      // null where the field may be cleared, else absent (the schema says if it is required).
      if (node._zod.def.type === 'pipe' || type === 'string' || type === 'enum') return value;
      return (node as unknown as z.ZodType).safeParse(null).success ? null : undefined;
    }
    if (isCents(node)) return parseEuros(value) ?? value;
    // A number the user typed is sent as one (zod says if it is not).
    if (type === 'number' && !coerce) return Number.isFinite(Number(value)) ? Number(value) : value;
    return value;
  };

  const pathsOf = (node: Node, value: unknown, prefix: string): string[] =>
    shapeOf(node).flatMap(([key, child]) => {
      const path = prefix + key;
      const inner = core(child);
      const { type } = inner._zod.def;
      const current = (value as Values | undefined)?.[key];
      if (holdsFields(child)) return pathsOf(child, current, `${path}.`);
      if (type === 'array' && !asTextList(child)) {
        const element = inner._zod.def.element as Node;
        const lines = Array.isArray(current) ? current : [];
        const objectLines = holdsFields(element);
        // A list of texts is one input (its errors on `tags.1` go to the summary); lines are fields each.
        // The list's own errors (too many lines) have no input: they go to the summary.
        if (!objectLines) return [path];
        return lines.flatMap((line, index) => pathsOf(element, line, `${path}.${index}.`));
      }
      return [path];
    });

  return {
    empty: () => withInitial(emptyOf(root) as Values, undefined, initial()) as V,
    toValues: (record) =>
      record == null
        ? (withInitial(emptyOf(root) as Values, undefined, initial()) as V)
        : (withInitial(recordValue(root, record) as Values, record as Values, initial()) as V),
    toPayload: (values, update) =>
      payloadOf(root, values, update?.from, update?.schema as unknown as Node | undefined) as Values,
    paths: (values) => pathsOf(root, values, ''),
    isRequired: (path) => required.has(fieldOf(path)),
  };
}
