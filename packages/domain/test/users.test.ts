import { describe, expect, it } from 'vitest';
import { checkJobDates, establishmentUserCreateSchema } from '../src/teams.ts';
import { canonicalTimeZone, userCreateSchema, userUpdateSchema } from '../src/users.ts';

describe('users schema', () => {
  it('accepts IANA time zones in their canonical spelling and refuses the rest', () => {
    expect(canonicalTimeZone('Europe/Paris')).toBe('Europe/Paris');
    expect(canonicalTimeZone('europe/paris')).toBe('Europe/Paris');
    expect(canonicalTimeZone('America/Argentina/Buenos_Aires')).toBe('America/Argentina/Buenos_Aires');
    expect(canonicalTimeZone('Asia/Kolkata')).toBe('Asia/Kolkata');
    expect(canonicalTimeZone('utc')).toBe('UTC');
    expect(canonicalTimeZone('Europe/Atlantide')).toBeNull();
    expect(canonicalTimeZone('+02:00')).toBeNull();
    expect(canonicalTimeZone('../../etc/passwd')).toBeNull();
  });

  it('has no staff role: sent in a create or an update it is an unknown field', () => {
    const base = { email: 'a@b.fr', firstName: 'A', lastName: 'B' };
    expect(userCreateSchema.safeParse(base).success).toBe(true);
    const create = userCreateSchema.safeParse({ ...base, staffRole: 'ADMIN' });
    expect(create.success).toBe(false);
    const update = userUpdateSchema.safeParse({ staffRole: 'ADMIN' });
    expect(update.error?.issues[0]).toMatchObject({ code: 'unrecognized_keys', keys: ['staffRole'] });
  });

  it('cleans phone numbers to E.164 and drops duplicates', () => {
    const parsed = userUpdateSchema.parse({
      mainPhoneNumber: '+33 6 12 34 56 78',
      otherPhoneNumbers: ['+33.4.78.00.00.00', '+33478000000'],
    });
    expect(parsed).toEqual({ mainPhoneNumber: '+33612345678', otherPhoneNumbers: ['+33478000000'] });
    expect(userUpdateSchema.safeParse({ mainPhoneNumber: '0612345678' }).success).toBe(false);
  });
});

describe('team jobs', () => {
  const job = { userId: 1, veterinaryEstablishmentId: 2, jobTitle: 'VETERINARIAN', entryDate: '2024-01-01' };
  it('wants an exit date strictly after the entry date', () => {
    expect(establishmentUserCreateSchema.safeParse({ ...job, exitDate: '2024-01-02' }).success).toBe(true);
    const same = establishmentUserCreateSchema.safeParse({ ...job, exitDate: '2024-01-01' });
    expect(same.error?.issues).toMatchObject([{ path: ['exitDate'], message: 'exitBeforeEntry' }]);
    expect(typeof checkJobDates).toBe('function');
  });
});
