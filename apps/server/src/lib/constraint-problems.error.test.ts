import { describe, expect, it } from 'vitest';
import { defineProblems } from './problem.ts';
import { assembleUniqueConstraints, UNIQUE_CONSTRAINT_PROBLEMS } from './problem-registry.ts';

describe('constraint problems', () => {
  it('are collected from the catalogues with their problem’s code; a constraint named twice stops the server', () => {
    expect(UNIQUE_CONSTRAINT_PROBLEMS.get('creditors_sepaCreditorIdentifier_unique')).toEqual({
      code: 'SEPA_CREDITOR_IDENTIFIER_TAKEN',
      field: 'sepaCreditorIdentifier',
      message: 'sepaCreditorIdentifierTaken',
      echoValue: true,
    });
    expect(UNIQUE_CONSTRAINT_PROBLEMS.get('billing_account_bank_changes_pending_key')).toEqual({
      code: 'BANK_DETAILS_CHANGE_PENDING',
    });
    const texts = { title: { fr: 'Pris', en: 'Taken' }, detail: { fr: 'Pris', en: 'Taken' } };
    const first = defineProblems({
      A_TAKEN: {
        status: 409,
        ...texts,
        uniqueConstraints: { a_code_key: { field: 'code', message: 'required' } },
      },
    });
    const second = defineProblems({
      B_TAKEN: { status: 409, ...texts, uniqueConstraints: { a_code_key: {} } },
    });
    expect(assembleUniqueConstraints([first]).get('a_code_key')).toEqual({
      code: 'A_TAKEN',
      field: 'code',
      message: 'required',
    });
    expect(() => assembleUniqueConstraints([first, second])).toThrow(
      'Unique constraint a_code_key is declared twice',
    );
    const twice = defineProblems({
      A_TAKEN: { status: 409, ...texts, uniqueConstraints: { a_code_key: {} } },
      B_TAKEN: { status: 409, ...texts, uniqueConstraints: { a_code_key: {} } },
    });
    expect(() => assembleUniqueConstraints([twice])).toThrow(
      'Unique constraint a_code_key is declared twice',
    );
  });
});
