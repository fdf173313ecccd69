import * as schema from '@vetbo/db/schema/index';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { constraintProblem, rethrowConstraintViolation } from './constraint-problems.ts';
import { ApiProblem } from './problem.ts';
import { UNIQUE_CONSTRAINT_PROBLEMS } from './problem-registry.ts';

/** A violation as the driver reports it, wrapped by Drizzle (the PostgreSQL error is the cause). */
const violation = (fields: { code: string; constraint?: string; detail?: string }) =>
  Object.assign(new Error('Failed query'), { cause: Object.assign(new Error('pg'), fields) });

const uniqueViolation = (constraint: string) => violation({ code: '23505', constraint });

describe('constraint problems', () => {
  it('answer a declared unique constraint with a 409 on its field, naming the value sent', () => {
    const problem = constraintProblem(uniqueViolation('users_email_lower_key'), { email: 'Ana@Example.org' });
    expect(problem).toBeInstanceOf(ApiProblem);
    expect(problem).toMatchObject({
      status: 409,
      code: 'EMAIL_TAKEN',
      errors: [{ path: 'email', message: 'emailTaken' }],
      params: { email: 'Ana@Example.org' },
    });
  });

  it('name an empty value when the field was not sent or is null, and no value for codes that name none', () => {
    expect(
      constraintProblem(uniqueViolation('legal_structures_legal_code_key'), { legalCode: null })?.params,
    ).toEqual({ legalCode: '' });
    expect(constraintProblem(uniqueViolation('veterinary_groups_group_code_key'))?.params).toEqual({
      groupCode: '',
    });
    expect(constraintProblem(uniqueViolation('required_mandates_rum_key'), { rum: 'R1' })).toMatchObject({
      status: 409,
      code: 'RUM_TAKEN',
      errors: [{ path: 'rum', message: 'rumTaken' }],
      params: {},
    });
  });

  it('answer a missing reference with a 422 naming the field, read from PostgreSQL detail', () => {
    const error = violation({
      code: '23503',
      detail: 'Key (veterinary_group_id)=(9) is not present in table "veterinary_groups".',
    });
    expect(constraintProblem(error)).toMatchObject({
      status: 422,
      code: 'UNKNOWN_REFERENCE',
      errors: [{ path: 'veterinaryGroupId', message: 'unknownReference' }],
    });
  });

  it('leave other errors as they are: an undeclared unique constraint, another code, a plain error', () => {
    expect(constraintProblem(uniqueViolation('password_links_token_hash_key'))).toBeNull();
    expect(constraintProblem(uniqueViolation('toString'))).toBeNull();
    expect(constraintProblem(violation({ code: '40001' }))).toBeNull();
    expect(constraintProblem(new Error('boom'))).toBeNull();
    const error = new Error('boom');
    expect(() => rethrowConstraintViolation(error)).toThrow(error);
    expect(() =>
      rethrowConstraintViolation(uniqueViolation('users_email_lower_key'), { email: 'a@b.fr' }),
    ).toThrow(ApiProblem);
  });

  it('name only unique constraints the database schema declares', () => {
    const declared = new Set<string>();
    for (const table of Object.values(schema)) {
      if (!(table instanceof PgTable)) continue;
      const config = getTableConfig(table);
      for (const index of config.indexes)
        if (index.config.unique && index.config.name) declared.add(index.config.name);
      for (const unique of config.uniqueConstraints) if (unique.name) declared.add(unique.name);
      for (const column of config.columns)
        if (column.isUnique && column.uniqueName) declared.add(column.uniqueName);
    }
    for (const name of UNIQUE_CONSTRAINT_PROBLEMS.keys()) expect(declared, name).toContain(name);
  });
});
