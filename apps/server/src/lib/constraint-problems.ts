import { HTTP_PROBLEMS, invalidFields } from './http.problems.ts';
import { foreignKeyViolationField, pgErrorOf } from './pg-errors.ts';
import { ApiProblem } from './problem.ts';
import { problemOf, UNIQUE_CONSTRAINT_PROBLEMS } from './problem-registry.ts';

/**
 * The answer a database constraint violation means, or null when it means nothing to the client:
 * a unique constraint a catalogue's problem names (lib/problem.ts) is a 409 on its field (the value
 * `sent` for it named when its texts do), a reference to a row that does not exist a 422 naming the field (the same in every module).
 */
export function constraintProblem(error: unknown, sent: object = {}): ApiProblem | null {
  const pg = pgErrorOf(error);
  const unique =
    pg?.code === '23505' && pg.constraint ? UNIQUE_CONSTRAINT_PROBLEMS.get(pg.constraint) : undefined;
  if (unique) {
    const { code, field, message, echoValue } = unique;
    if (field === undefined) return new ApiProblem(problemOf(code));
    const value = (sent as Record<string, unknown>)[field];
    const params = echoValue ? { [field]: value === null || value === undefined ? '' : String(value) } : {};
    return new ApiProblem(problemOf(code), [{ path: field, message }], params);
  }
  const field = foreignKeyViolationField(error);
  return field ? unknownReference(field) : null;
}

/** Throws the answer `constraintProblem` gives, or the error itself. */
export function rethrowConstraintViolation(error: unknown, sent?: object): never {
  throw constraintProblem(error, sent) ?? error;
}

/** 422: the body names a record that does not exist (the same answer as a foreign-key violation). */
export const unknownReference = (path: string) =>
  new ApiProblem(HTTP_PROBLEMS.UNKNOWN_REFERENCE, [{ path, message: 'unknownReference' }]);

export const fieldProblem = (path: string, message: string, status: 400 | 422 = 400) =>
  invalidFields([{ path, message }], status);
