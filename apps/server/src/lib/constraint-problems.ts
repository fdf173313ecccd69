import { foreignKeyViolationField } from './pg-errors.ts';
import { ApiProblem } from './problem.ts';

/**
 * Turns a database constraint violation into the answer the client can act on, or rethrows.
 * A reference to a row that does not exist is a 422 naming the field (the same in every module).
 */
export function rethrowConstraintViolation(error: unknown): never {
  const field = foreignKeyViolationField(error);
  if (field) throw unknownReference(field);
  throw error;
}

/** 422: the body names a record that does not exist (the same answer as a foreign-key violation). */
export const unknownReference = (path: string) =>
  new ApiProblem(422, 'UNKNOWN_REFERENCE', [{ path, message: 'unknownReference' }]);

export const fieldProblem = (path: string, message: string, status = 400) =>
  new ApiProblem(status, 'VALIDATION_FAILED', [{ path, message }]);
