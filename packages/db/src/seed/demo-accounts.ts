import type { StaffRole } from '@vetbo/domain/enums';

/** The password of every demo account; printed at start-up, so never use demo data in production. */
export const DEMO_PASSWORD = 'vetbo-demo';

export interface DemoAccount {
  email: string;
  firstName: string;
  lastName: string;
  name: string;
  staffRole: StaffRole | null;
  /** What the account is for, as the server prints it at start-up. */
  role: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'admin@vetbo.test',
    firstName: 'Alex',
    lastName: 'Martin',
    name: 'Alex Martin',
    staffRole: 'ADMIN',
    role: 'ADMIN',
  },
  {
    email: 'manager@vetbo.test',
    firstName: 'Camille',
    lastName: 'Durand',
    name: 'Camille Durand',
    staffRole: 'MANAGER',
    role: 'MANAGER',
  },
  {
    email: 'accountant@vetbo.test',
    firstName: 'Claire',
    lastName: 'Petit',
    name: 'Claire Petit',
    staffRole: 'ACCOUNTANT',
    role: 'ACCOUNTANT',
  },
  {
    email: 'moderator@vetbo.test',
    firstName: 'Hugo',
    lastName: 'Bernard',
    name: 'Hugo Bernard',
    staffRole: 'MODERATOR',
    role: 'MODERATOR',
  },
  {
    email: 'leader@vetbo.test',
    firstName: 'Julie',
    lastName: 'Moreau',
    name: 'Julie Moreau',
    staffRole: null,
    role: 'VETERINARIAN_LEADER of two establishments (onboarding area)',
  },
];

export const DEMO_LEADER_EMAIL = 'leader@vetbo.test';
/** The demo leader has led the first two seeded establishments since this day. */
export const DEMO_LEADER_ENTRY_DATE = '2024-01-01';
