import { timestampsFrom } from './dates.ts';
import {
  DEMO_ACCOUNTS,
  DEMO_LEADER_EMAIL,
  DEMO_LEADER_ENTRY_DATE,
  type DemoAccount,
} from './demo-accounts.ts';
import { frenchMobile } from './identifiers.ts';
import type { LinkPlan, UserPlan } from './plan-users.ts';

// The leader leads the first two establishments; the staff accounts have no link, only a staff role.
function demoUser(account: DemoAccount): UserPlan {
  const isLeader = account.email === DEMO_LEADER_EMAIL;
  const leads = (targetIndex: number): LinkPlan => ({
    targetIndex,
    jobTitle: 'VETERINARIAN_LEADER',
    department: 'MANAGEMENT',
    entryDate: DEMO_LEADER_ENTRY_DATE,
    exitDate: null,
  });
  return {
    isDemo: true,
    establishmentLinks: isLeader ? [leads(0), leads(1)] : [],
    groupLinks: [],
    manufacturerLinks: [],
    row: {
      email: account.email,
      firstName: account.firstName,
      lastName: account.lastName,
      staffRole: account.staffRole,
      gender: account.firstName === 'Hugo' ? 'male' : account.firstName === 'Alex' ? 'undefined' : 'female',
      mainPhoneNumber: frenchMobile(),
      ...timestampsFrom(new Date('2023-09-01T08:00:00Z')),
    },
  };
}

/** The five demo accounts, first among the users. */
export function planDemoUsers(): UserPlan[] {
  return DEMO_ACCOUNTS.map(demoUser);
}
