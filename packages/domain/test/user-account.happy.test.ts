import { describe, expect, it } from 'vitest';
import { invitationState, passwordProblem } from '../src/user-account.ts';

describe('user account', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  const later = new Date('2026-03-11T12:00:00Z');
  const earlier = new Date('2026-03-09T12:00:00Z');

  it('tells where an invitation stands', () => {
    expect(invitationState({ sentDate: null, expiresDate: null, acceptedDate: null }, now)).toBe('NONE');
    expect(invitationState({ sentDate: earlier, expiresDate: later, acceptedDate: null }, now)).toBe(
      'PENDING',
    );
    expect(invitationState({ sentDate: earlier, expiresDate: earlier, acceptedDate: null }, now)).toBe(
      'EXPIRED',
    );
    expect(invitationState({ sentDate: earlier, expiresDate: earlier, acceptedDate: earlier }, now)).toBe(
      'ACCEPTED',
    );
  });

  it('checks the password rules', () => {
    expect(passwordProblem('court', 'court', 'a@b.fr')).toContain('12 caractères');
    expect(passwordProblem('aaaaaaaaaaaaaa', 'aaaaaaaaaaaaaa', 'a@b.fr')).toContain('trop simple');
    expect(passwordProblem('camille.durand', 'camille.durand', 'camille.durand@b.fr')).toContain('adresse');
    expect(passwordProblem('un mot de passe sûr', 'un autre', 'a@b.fr')).toContain('pas identiques');
    expect(passwordProblem('un mot de passe sûr', 'un mot de passe sûr', 'a@b.fr')).toBeNull();
  });
});
