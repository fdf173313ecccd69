import type { Locale } from '@vetbo/domain/validation-messages';
import { PROBLEM_TEXTS, type ProblemCode } from './problem-texts.ts';

export interface FieldError {
  path: string;
  /** A key of VALIDATION_MESSAGES or of PROBLEM_TEXTS, translated when the answer is written. */
  message: string;
}

/** A business or HTTP failure answered as application/problem+json (RFC 9457). */
export class ApiProblem extends Error {
  constructor(
    readonly status: number,
    readonly code: ProblemCode,
    readonly errors: FieldError[] = [],
    readonly params: Record<string, string> = {},
  ) {
    super(code);
  }
}

export const notFound = (resource: string, id: number | string) =>
  new ApiProblem(404, 'NOT_FOUND', [], { resource, id: String(id) });

export function problemText(code: ProblemCode, locale: Locale, params: Record<string, string> = {}) {
  const texts = PROBLEM_TEXTS[code];
  const fill = (text: string) => text.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '');
  return { title: fill(texts.title[locale]), detail: fill(texts.detail[locale]) };
}
