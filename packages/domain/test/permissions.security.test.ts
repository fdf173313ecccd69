import { describe, expect, it } from 'vitest';
import { can } from '../src/permissions.ts';

describe('permissions', () => {
  it('lets every staff role read establishments', () => {
    for (const role of ['ADMIN', 'MANAGER', 'ACCOUNTANT', 'MODERATOR'] as const) {
      expect(can(role, 'read', 'establishments')).toBe(true);
    }
  });

  it('lets only admins, managers and moderators change establishments', () => {
    expect(can('ADMIN', 'write', 'establishments')).toBe(true);
    expect(can('MANAGER', 'write', 'establishments')).toBe(true);
    expect(can('MODERATOR', 'write', 'establishments')).toBe(true);
    expect(can('ACCOUNTANT', 'write', 'establishments')).toBe(false);
  });

  it('keeps billing writes to admins, managers and accountants', () => {
    expect(can('ACCOUNTANT', 'write', 'billing')).toBe(true);
    expect(can('MODERATOR', 'write', 'billing')).toBe(false);
  });

  it('keeps the accountants’ work (credit notes from invoices, payments, runs, reminders) to accountants and admins', () => {
    expect(can('ACCOUNTANT', 'write', 'accounting')).toBe(true);
    expect(can('ADMIN', 'write', 'accounting')).toBe(true);
    for (const role of ['MANAGER', 'MODERATOR'] as const) {
      expect(can(role, 'write', 'accounting')).toBe(false);
      expect(can(role, 'read', 'accounting')).toBe(true);
    }
  });

  it('keeps the money files (SEPA, sales journals, FEC: bank details and the books) to accountants and admins, reading included', () => {
    for (const role of ['ADMIN', 'ACCOUNTANT'] as const) {
      expect(can(role, 'read', 'moneyFiles')).toBe(true);
      expect(can(role, 'write', 'moneyFiles')).toBe(true);
    }
    for (const role of ['MANAGER', 'MODERATOR', null] as const) {
      expect(can(role, 'read', 'moneyFiles')).toBe(false);
      expect(can(role, 'write', 'moneyFiles')).toBe(false);
    }
  });

  it('keeps staff roles (the roles area) to admins, apart from the users that managers and moderators write', () => {
    expect(can('ADMIN', 'write', 'roles')).toBe(true);
    for (const role of ['MANAGER', 'MODERATOR', 'ACCOUNTANT'] as const) {
      expect(can(role, 'write', 'roles')).toBe(false);
      expect(can(role, 'read', 'roles')).toBe(true);
    }
    expect(can('MANAGER', 'write', 'users')).toBe(true);
    expect(can('MODERATOR', 'write', 'users')).toBe(true);
    expect(can('ACCOUNTANT', 'write', 'users')).toBe(false);
  });

  it('keeps the outbox and personal data (privacy) to admins, reading included', () => {
    for (const area of ['outbox', 'privacy'] as const) {
      expect(can('ADMIN', 'read', area)).toBe(true);
      expect(can('ADMIN', 'write', area)).toBe(true);
      for (const role of ['MANAGER', 'MODERATOR', 'ACCOUNTANT'] as const) {
        expect(can(role, 'read', area)).toBe(false);
        expect(can(role, 'write', area)).toBe(false);
      }
    }
  });

  it('gives nothing to a user without a staff role', () => {
    expect(can(null, 'read', 'establishments')).toBe(false);
  });

  it('lets only a manager (or an admin) delete a subscription; a moderator stops one', () => {
    expect(can('MANAGER', 'write', 'subscriptionDeletion')).toBe(true);
    expect(can('ADMIN', 'write', 'subscriptionDeletion')).toBe(true);
    expect(can('MODERATOR', 'write', 'subscriptionDeletion')).toBe(false);
    expect(can('ACCOUNTANT', 'write', 'subscriptionDeletion')).toBe(false);
    expect(can('MODERATOR', 'write', 'services')).toBe(true);
  });
});
