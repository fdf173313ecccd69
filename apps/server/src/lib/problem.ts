import type { Locale, ValidationMessageKey } from '@vetbo/domain/validation-messages';

export interface FieldError {
  path: string;
  /** A field message key (packages/domain/src/validation-messages.ts), translated when the answer is written. */
  message: string;
}

export interface ProblemText {
  fr: string;
  en: string;
}

/**
 * What a violation of a unique constraint answers beside its problem: the body field it points at (none
 * when the conflict is with the record's state, not with one value sent). lib/constraint-problems.ts.
 */
export type UniqueConstraintAnswer =
  | {
      /** The field the error names (its `path`). */
      field: string;
      /** The field message key: a shared one or a module's (`X_MESSAGES.key`, validation-messages.ts). */
      message: ValidationMessageKey;
      /** The problem's texts name the value sent in `field` (`{email}`): it goes into the params. */
      echoValue?: true;
    }
  | { field?: undefined; message?: undefined; echoValue?: undefined };

/** One entry of a module's catalogue: the HTTP status and the texts, `{name}` filled from the params. */
export interface ProblemSpec {
  status: number;
  title: ProblemText;
  detail: ProblemText;
  /**
   * The unique constraints (their names in the database, the unique indexes of the module's tables) whose
   * violation is this problem, a 409: `uniqueConstraints: { x_code_key: { field: 'code', message:
   * X_MESSAGES.codeTaken, echoValue: true } }`. No module rethrows its own; a constraint not named here is a 500.
   */
  uniqueConstraints?: Readonly<Record<string, UniqueConstraintAnswer>>;
}

/** A declared problem: its spec and its code (the catalogue key, the answer's `code`). */
export interface Problem<C extends string = string> extends ProblemSpec {
  code: C;
}

/**
 * A module's catalogue of refusals (`modules/<m>/<m>.problems.ts`), each code with its status and texts:
 * `export const X_PROBLEMS = defineProblems({ CODE: { status: 409, title: {fr, en}, detail: {fr, en} } })`.
 * A code a unique constraint answers names it there (`uniqueConstraints`, UniqueConstraintAnswer).
 * Every catalogue is listed once in lib/problem-registry.ts, which refuses a code or a constraint declared twice.
 */
export function defineProblems<const T extends Record<string, ProblemSpec>>(
  specs: T,
): { readonly [C in keyof T & string]: T[C] & { code: C } } {
  return Object.fromEntries(
    Object.entries(specs).map(([code, spec]) => [code, { ...spec, code }]),
  ) as unknown as { readonly [C in keyof T & string]: T[C] & { code: C } };
}

type Placeholders<S> = S extends `${string}{${infer Name}}${infer Rest}` ? Name | Placeholders<Rest> : never;

/** The `{name}` parameters a problem's texts need. */
export type ProblemParams<P extends ProblemSpec> = Placeholders<
  P['title']['fr'] | P['title']['en'] | P['detail']['fr'] | P['detail']['en']
>;

type RefusalDetails<P extends ProblemSpec> = [ProblemParams<P>] extends [never]
  ? [details?: { errors?: FieldError[] }]
  : [details: { errors?: FieldError[]; params: Record<ProblemParams<P>, string> }];

/** The extension members a problem may carry, each declared in the Problem schema (openapi-responses.ts). */
export interface ProblemExtensions {
  /** A 403 of a permission area: the area and action the role lacks (the screen says who may). */
  access?: { area: string; action: string };
  /** NOTHING_TO_EXPORT: each document left out of the SEPA files, with its coded reason. */
  excluded?: { documentId: number; number: string | null; reason: string }[];
}

/** A business or HTTP failure answered as application/problem+json (RFC 9457), with its declared texts. */
export class ApiProblem extends Error {
  readonly status: number;
  readonly code: string;
  constructor(
    readonly problem: Problem,
    readonly errors: FieldError[] = [],
    readonly params: Record<string, string> = {},
    /** Members the answer carries beside the standard ones (RFC 9457 §3.2), e.g. a 403's `access`. */
    readonly extensions: ProblemExtensions = {},
  ) {
    super(problem.code);
    this.status = problem.status;
    this.code = problem.code;
  }
}

/**
 * The error a use case throws to refuse: `throw refusal(MANDATE_PROBLEMS.SIGNED_MANDATE)`, with the field
 * errors and, when the texts name some, the params: `refusal(P.X, { errors: [...], params: { code } })`.
 * The status is the catalogue's; an unknown code or a missing param is a compile error.
 */
export function refusal<P extends Problem>(problem: P, ...[details]: RefusalDetails<P>): ApiProblem {
  const params = details && 'params' in details ? (details.params as Record<string, string>) : {};
  return new ApiProblem(problem, details?.errors ?? [], params);
}

export function problemText(problem: ProblemSpec, locale: Locale, params: Record<string, string> = {}) {
  const fill = (text: string) => text.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '');
  return { title: fill(problem.title[locale]), detail: fill(problem.detail[locale]) };
}
