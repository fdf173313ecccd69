import type { StaffRole } from './enums.ts';

/** Who may act on an area: the staff roles that write it; every staff role reads it unless `readers` says so. */
interface AreaRule {
  writers: readonly StaffRole[];
  /** `'writers'`: only the roles that write it read it too (the others get a 403 on reading). */
  readers?: 'writers';
}

/**
 * The permission table (ARCHITECTURE.md's staff roles), one entry per area: who writes it, and who reads it
 * when not every staff role does. A new area is one entry here, with a comment when its rule needs saying.
 */
const AREA_RULES = {
  establishments: { writers: ['ADMIN', 'MANAGER', 'MODERATOR'] },
  workgroups: { writers: ['ADMIN', 'MANAGER', 'MODERATOR'] },
  legalStructures: { writers: ['ADMIN', 'MANAGER', 'MODERATOR'] },
  users: { writers: ['ADMIN', 'MANAGER', 'MODERATOR'] },
  services: { writers: ['ADMIN', 'MANAGER', 'MODERATOR'] },
  /** Invoices and credit notes issued by hand (the stepper). */
  billing: { writers: ['ADMIN', 'MANAGER', 'ACCOUNTANT'] },
  /** The accountants' work: credit notes from invoices, payments, billing runs, reminders, legacy credit notes. */
  accounting: { writers: ['ADMIN', 'ACCOUNTANT'] },
  /** Granting and removing staff roles: ADMIN only, apart from `users` so no one raises their own rights. */
  roles: { writers: ['ADMIN'] },
  /** Outgoing mail (the outbox) and personal data (export, anonymisation): ADMIN only, reading included. */
  outbox: { writers: ['ADMIN'], readers: 'writers' },
  privacy: { writers: ['ADMIN'], readers: 'writers' },
  /** Deleting a subscription erases its periods and their trace: a MANAGER (or ADMIN) confirms it (spec §6). */
  subscriptionDeletion: { writers: ['ADMIN', 'MANAGER'] },
  /** The invoicing organisations (their IBAN and ICS receive the customers' money): every role reads, ADMIN writes. */
  creditors: { writers: ['ADMIN'] },
  /** The NGO-AM medicine packages' prices (customers pay them on every NGO-AM subscription): every role reads, ADMIN writes. */
  medicinePackagePrices: { writers: ['ADMIN'] },
  /**
   * The files that leave for a bank or the tax office (SEPA direct debits and transfers, sales journals, the FEC):
   * they carry every client's bank details and the books, so only ADMIN and ACCOUNTANT read them too.
   */
  moneyFiles: { writers: ['ADMIN', 'ACCOUNTANT'], readers: 'writers' },
} as const satisfies Record<string, AreaRule>;

export type PermissionArea = keyof typeof AREA_RULES;
export type PermissionAction = 'read' | 'write';
/** Every area, in the table's order (the role permissions screen lists them so). */
export const PERMISSION_AREAS = Object.keys(AREA_RULES) as readonly PermissionArea[];

/**
 * Staff roles of ARCHITECTURE.md: every staff role reads every area but those only their writers read;
 * writes as the table says. A user without a staff role (an establishment leader) gets nothing here: the
 * onboarding area has its own rules.
 */
export function can(
  role: StaffRole | null | undefined,
  action: PermissionAction,
  area: PermissionArea,
): boolean {
  if (!role) return false;
  const rule: AreaRule = AREA_RULES[area];
  const writes = rule.writers.includes(role);
  return action === 'write' || rule.readers === 'writers' ? writes : true;
}
