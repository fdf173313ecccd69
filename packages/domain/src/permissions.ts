import type { StaffRole } from './enums.ts';

export const PERMISSION_AREAS = [
  'establishments',
  'workgroups',
  'legalStructures',
  'users',
  'services',
  /** Invoices and credit notes issued by hand (the stepper): ADMIN, MANAGER and ACCOUNTANT. */
  'billing',
  /** The accountants' work: credit notes from invoices, payments, billing runs, reminders, legacy credit notes. */
  'accounting',
  /** Granting and removing staff roles: ADMIN only, apart from `users` so no one raises their own rights. */
  'roles',
  /** Outgoing mail (the outbox) and personal data (export, anonymisation): ADMIN only, reading included. */
  'outbox',
  'privacy',
  /** Deleting a subscription erases its periods and their trace: a MANAGER (or ADMIN) confirms it (spec §6). */
  'subscriptionDeletion',
  /** The invoicing organisations (their IBAN and ICS receive the customers' money): every role reads, ADMIN writes. */
  'creditors',
  /** The NGO-AM medicine packages' prices (customers pay them on every NGO-AM subscription): every role reads, ADMIN writes. */
  'medicinePackagePrices',
  /**
   * The files that leave for a bank or the tax office (SEPA direct debits and transfers, sales journals, the FEC):
   * they carry every client's bank details and the books, so only ADMIN and ACCOUNTANT read them too.
   */
  'moneyFiles',
] as const;
export type PermissionArea = (typeof PERMISSION_AREAS)[number];
export type PermissionAction = 'read' | 'write';

/** Areas only an ADMIN reads as well as writes. */
const ADMIN_ONLY_AREAS: readonly PermissionArea[] = ['outbox', 'privacy'];
/** Areas only their writers read. */
const WRITERS_ONLY_AREAS: readonly PermissionArea[] = ['moneyFiles'];

const WRITE_AREAS: Record<StaffRole, readonly PermissionArea[]> = {
  ADMIN: PERMISSION_AREAS,
  MANAGER: PERMISSION_AREAS.filter(
    (area) =>
      ![
        'roles',
        'creditors',
        'medicinePackagePrices',
        'accounting',
        'moneyFiles',
        ...ADMIN_ONLY_AREAS,
      ].includes(area),
  ),
  ACCOUNTANT: ['billing', 'accounting', 'moneyFiles'],
  MODERATOR: ['establishments', 'workgroups', 'legalStructures', 'users', 'services'],
};

/**
 * Staff roles of ARCHITECTURE.md: every staff role reads everything but the ADMIN-only areas; writes as listed.
 * A user without a staff role (an establishment leader) gets nothing here: the onboarding area has its own rules.
 */
export function can(
  role: StaffRole | null | undefined,
  action: PermissionAction,
  area: PermissionArea,
): boolean {
  if (!role) return false;
  if (ADMIN_ONLY_AREAS.includes(area)) return role === 'ADMIN';
  if (WRITERS_ONLY_AREAS.includes(area)) return WRITE_AREAS[role].includes(area);
  return action === 'read' || WRITE_AREAS[role].includes(area);
}
