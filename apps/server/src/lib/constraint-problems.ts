import { HTTP_PROBLEMS, invalidFields } from './http.problems.ts';
import { foreignKeyViolationField, pgErrorOf } from './pg-errors.ts';
import { ApiProblem } from './problem.ts';
import { type ProblemCode, problemOf } from './problem-registry.ts';

/**
 * What a unique constraint means to the client: the problem code and the body field it points at
 * (none when the conflict is with the record's state, not with one value sent).
 */
export type UniqueConstraintProblem =
  | {
      code: ProblemCode;
      /** The field the error names (its `path`). */
      field: string;
      /** The field message key (VALIDATION_MESSAGES). */
      message: string;
      /** The problem's texts name the value sent in `field` (`{email}`): it goes into the params. */
      echoValue?: true;
    }
  | { code: ProblemCode; field?: undefined; message?: undefined; echoValue?: undefined };

/**
 * Every unique constraint the API answers for, declared once: a violation is a 409 naming the field.
 * The key is the constraint's name in the database (the unique index of the table's schema file).
 */
export const UNIQUE_CONSTRAINT_PROBLEMS = {
  users_email_lower_key: { code: 'EMAIL_TAKEN', field: 'email', message: 'emailTaken', echoValue: true },
  legal_structures_legal_code_key: {
    code: 'LEGAL_CODE_TAKEN',
    field: 'legalCode',
    message: 'legalCodeTaken',
    echoValue: true,
  },
  veterinary_groups_group_code_key: {
    code: 'GROUP_CODE_TAKEN',
    field: 'groupCode',
    message: 'groupCodeTaken',
    echoValue: true,
  },
  veterinary_establishments_privileged_code_key: {
    code: 'PRIVILEGED_CODE_TAKEN',
    field: 'privilegedCode',
    message: 'privilegedCodeTaken',
    echoValue: true,
  },
  veterinary_establishment_activities_key: {
    code: 'ACTIVITY_TAKEN',
    field: 'activity',
    message: 'activityTaken',
  },
  /** One account per establishment and central. */
  veterinary_establishment_central_accounts_key: {
    code: 'CENTRAL_ACCOUNT_TAKEN',
    field: 'central',
    message: 'centralAccountTaken',
  },
  service_delivery_options_code_key: {
    code: 'DELIVERY_OPTION_CODE_TAKEN',
    field: 'code',
    message: 'deliveryOptionCodeTaken',
    echoValue: true,
  },
  required_mandates_rum_key: { code: 'RUM_TAKEN', field: 'rum', message: 'rumTaken' },
  /** A billing account requires a mandate once. */
  required_mandates_account_mandate_key: {
    code: 'MANDATE_ALREADY_REQUIRED',
    field: 'mandateId',
    message: 'mandateAlreadyRequired',
  },
  veterinary_establishment_mandates_key: {
    code: 'MANDATE_ALREADY_LINKED',
    field: 'mandateId',
    message: 'mandateAlreadyLinked',
  },
  veterinary_group_mandates_key: {
    code: 'MANDATE_ALREADY_LINKED',
    field: 'mandateId',
    message: 'mandateAlreadyLinked',
  },
  creditors_sepaCreditorIdentifier_unique: {
    code: 'SEPA_CREDITOR_IDENTIFIER_TAKEN',
    field: 'sepaCreditorIdentifier',
    message: 'sepaCreditorIdentifierTaken',
    echoValue: true,
  },
  /** One bank details change waits at a time (two asks at once: the partial unique index lets one through). */
  billing_account_bank_changes_pending_key: { code: 'BANK_DETAILS_CHANGE_PENDING' },
} as const satisfies Record<string, UniqueConstraintProblem>;

const UNIQUE_PROBLEMS: Readonly<Record<string, UniqueConstraintProblem>> = UNIQUE_CONSTRAINT_PROBLEMS;

/**
 * The answer a database constraint violation means, or null when it means nothing to the client:
 * a declared unique constraint is a 409 on its field (the value `sent` for it named when its texts do),
 * a reference to a row that does not exist a 422 naming the field (the same in every module).
 */
export function constraintProblem(error: unknown, sent: object = {}): ApiProblem | null {
  const pg = pgErrorOf(error);
  if (pg?.code === '23505' && pg.constraint && Object.hasOwn(UNIQUE_PROBLEMS, pg.constraint)) {
    const { code, field, message, echoValue } = UNIQUE_PROBLEMS[pg.constraint] as UniqueConstraintProblem;
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
