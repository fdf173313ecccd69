import { STAFF_ROLES } from '@vetbo/domain/enums';
import { describe, expect, it } from 'vitest';
import { mayOpenDocument } from './document-access.ts';

describe('mayOpenDocument: the IBAN rule on documents', () => {
  it('a document showing bank details opens for ADMIN and ACCOUNTANT only', () => {
    const opening = [...STAFF_ROLES, null].filter((role) =>
      mayOpenDocument({ showsBankDetails: true }, role),
    );
    expect(opening.sort()).toEqual(['ACCOUNTANT', 'ADMIN']);
  });

  it('any other document opens for every staff role', () => {
    for (const role of STAFF_ROLES) expect(mayOpenDocument({ showsBankDetails: false }, role)).toBe(true);
  });
});
