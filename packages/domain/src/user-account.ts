import { z } from 'zod';

/**
 * Where a user's invitation stands: none sent, sent and its link still valid, used to set a password,
 * or sent and no longer valid.
 */
export const INVITATION_STATES = ['NONE', 'PENDING', 'ACCEPTED', 'EXPIRED'] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];

/** How long the one-time links work: an invitation for a week, a password reset for an hour. */
export const INVITATION_LINK_HOURS = 7 * 24;
export const PASSWORD_RESET_LINK_HOURS = 1;

/** The password rules of the built-in sign-in (docs/decisions.md, "Passwords"). */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 1024;

export function invitationState(
  account: { sentDate: Date | null; expiresDate: Date | null; acceptedDate: Date | null },
  now = new Date(),
): InvitationState {
  if (account.acceptedDate) return 'ACCEPTED';
  if (!account.sentDate) return 'NONE';
  return account.expiresDate && account.expiresDate > now ? 'PENDING' : 'EXPIRED';
}

/** The French message for a password that breaks a rule, or null when it is acceptable. */
export function passwordProblem(password: string, confirmation: string, email: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH)
    return `Choisissez un mot de passe d’au moins ${PASSWORD_MIN_LENGTH} caractères.`;
  if (password.length > PASSWORD_MAX_LENGTH) return 'Ce mot de passe est trop long.';
  if (password.trim().length === 0 || new Set(password).size < 4)
    return 'Ce mot de passe est trop simple : variez les caractères.';
  if (
    password.toLowerCase() === email.toLowerCase() ||
    password.toLowerCase() === email.split('@')[0]?.toLowerCase()
  )
    return 'Le mot de passe ne doit pas reprendre votre adresse e-mail.';
  if (password !== confirmation) return 'Les deux mots de passe saisis ne sont pas identiques.';
  return null;
}

export const userAccountSchema = z
  .object({
    invitationState: z.enum(INVITATION_STATES),
    invitationSentDate: z.string().nullable().describe('When the last invitation was written to the outbox'),
    invitationExpiresDate: z.string().nullable().describe('Until when the last invitation link works'),
    passwordSet: z.boolean().describe('Whether the user has a password on the built-in sign-in'),
    lastSignInDate: z.string().nullable().describe('Last successful sign-in on the built-in sign-in'),
    anonymisedDate: z.string().nullable().describe('When the user’s personal data was anonymised'),
  })
  .meta({ id: 'UserAccount' });
export type UserAccount = z.infer<typeof userAccountSchema>;
