import { describe, expect, it } from 'vitest';
import { checkJobDates, establishmentUserCreateSchema } from '../src/teams.ts';
import { canonicalTimeZone } from '../src/users.ts';

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
