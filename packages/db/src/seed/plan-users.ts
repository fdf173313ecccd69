import { fakerFR as faker } from '@faker-js/faker';
import type { JobDepartment, JobTitle, StaffRole } from '@vetbo/domain/enums';
import type { users } from '../schema/users.ts';
import { MAINLAND_CITIES } from './cities.ts';
import { dateBetween, isoDay, REFERENCE_DATE, timestampsFrom } from './dates.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { frenchMobile, landline, slugify } from './identifiers.ts';
import { planDemoUsers } from './plan-demo-users.ts';
import type { EstablishmentPlan } from './plan-establishments.ts';
import type { WorkgroupPlan } from './plan-workgroups.ts';

export interface LinkPlan {
  targetIndex: number;
  jobTitle: JobTitle;
  department: JobDepartment | null;
  entryDate: string;
  exitDate: string | null;
}

export interface UserPlan {
  row: typeof users.$inferInsert;
  isDemo: boolean;
  establishmentLinks: LinkPlan[];
  groupLinks: LinkPlan[];
  manufacturerLinks: { manufacturerId: number; jobTitle: JobTitle; department: JobDepartment }[];
}

export const USER_COUNT = 300;
const MANUFACTURER_DOMAINS = ['vetopharma.test', 'zoolab-sante.test', 'nutrivet-industrie.test'];
const EXTRA_STAFF: readonly StaffRole[] = [
  'MODERATOR',
  'MODERATOR',
  'MODERATOR',
  'ACCOUNTANT',
  'ACCOUNTANT',
  'MANAGER',
];
const DEPARTMENTS: Record<JobTitle, JobDepartment | null> = {
  ACCOUNTANT: 'ACCOUNTING',
  ADMIN: 'IT',
  ASSISTANT: null,
  EXECUTIVE: 'MANAGEMENT',
  SALESPERSON: 'COMMERCIAL',
  VETERINARIAN: 'CARE',
  VETERINARIAN_LEADER: 'MANAGEMENT',
  VETERINARY_NURSE: 'CARE',
  RECEPTIONIST: null,
  PRACTICE_MANAGER: 'MANAGEMENT',
};
const STAFF_TITLES: { weight: number; value: JobTitle }[] = [
  { weight: 40, value: 'VETERINARIAN' },
  { weight: 25, value: 'VETERINARY_NURSE' },
  { weight: 14, value: 'ASSISTANT' },
  { weight: 6, value: 'RECEPTIONIST' },
  { weight: 3, value: 'PRACTICE_MANAGER' },
  { weight: 6, value: 'ACCOUNTANT' },
  { weight: 5, value: 'EXECUTIVE' },
  { weight: 2, value: 'SALESPERSON' },
  { weight: 2, value: 'ADMIN' },
];
const GROUP_TITLES: readonly JobTitle[] = [
  'EXECUTIVE',
  'ACCOUNTANT',
  'SALESPERSON',
  'ADMIN',
  'VETERINARIAN_LEADER',
];

function link(targetIndex: number, jobTitle: JobTitle, since: Date, mayHaveLeft: boolean): LinkPlan {
  const entry = dateBetween(since, '2025-12-31');
  const exit = mayHaveLeft && faker.datatype.boolean(0.12) ? dateBetween(entry) : null;
  return {
    targetIndex,
    jobTitle,
    department: DEPARTMENTS[jobTitle],
    entryDate: isoDay(entry),
    exitDate: exit ? isoDay(exit) : null,
  };
}

function uniqueEmail(firstName: string, lastName: string, domain: string, used: Set<string>): string {
  const local = `${slugify(firstName)}.${slugify(lastName)}`;
  for (let n = 1; ; n++) {
    const email = `${local}${n === 1 ? '' : n}@${domain}`;
    if (!used.has(email)) {
      used.add(email);
      return email;
    }
  }
}

type Links = Pick<UserPlan, 'establishmentLinks' | 'groupLinks' | 'manufacturerLinks'> & {
  staffRole: StaffRole | null;
  domain: string;
};

// Users are generated in bands: establishment heads, their staff, group staff, manufacturers' staff, office staff.
function linksOf(
  index: number,
  establishments: readonly EstablishmentPlan[],
  groups: readonly WorkgroupPlan[],
): Links {
  const links: Links = {
    establishmentLinks: [],
    groupLinks: [],
    manufacturerLinks: [],
    staffRole: null,
    domain: 'vetbo.test',
  };
  const anyEstablishment = () => faker.number.int({ min: 0, max: establishments.length - 1 });
  // Nobody joins an establishment before it exists.
  const openedOn = (target: number) => establishments[target]?.row.createdDate as Date;
  if (index < establishments.length) {
    const title = faker.datatype.boolean(0.75) ? 'VETERINARIAN_LEADER' : 'VETERINARIAN';
    links.establishmentLinks.push(link(index, title, openedOn(index), false));
  } else if (index < establishments.length + 60) {
    const targets = faker.helpers.arrayElements(
      [...establishments.keys()],
      faker.datatype.boolean(0.25) ? 2 : 1,
    );
    for (const target of targets) {
      links.establishmentLinks.push(
        link(target, faker.helpers.weightedArrayElement(STAFF_TITLES), openedOn(target), true),
      );
    }
  } else if (index < establishments.length + 80) {
    const group = faker.number.int({ min: 0, max: groups.length - 1 });
    links.groupLinks.push(
      link(group, faker.helpers.arrayElement(GROUP_TITLES), groups[group]?.row.createdDate as Date, true),
    );
    if (faker.datatype.boolean(0.4)) {
      const target = anyEstablishment();
      links.establishmentLinks.push(link(target, 'EXECUTIVE', openedOn(target), true));
    }
  } else if (index < establishments.length + 88) {
    const manufacturer = index % MANUFACTURER_DOMAINS.length;
    const jobTitle = faker.helpers.arrayElement(['SALESPERSON', 'EXECUTIVE'] as const);
    links.manufacturerLinks.push({
      manufacturerId: manufacturer + 1,
      jobTitle,
      department: DEPARTMENTS[jobTitle] ?? 'COMMERCIAL',
    });
    links.domain = MANUFACTURER_DOMAINS[manufacturer] ?? links.domain;
  } else {
    links.staffRole = EXTRA_STAFF[index % EXTRA_STAFF.length] ?? 'MODERATOR';
  }
  return links;
}

export function planUsers(
  establishments: readonly EstablishmentPlan[],
  groups: readonly WorkgroupPlan[],
): UserPlan[] {
  const usedEmails = new Set<string>(DEMO_ACCOUNTS.map((account) => account.email));
  const plans = planDemoUsers();
  for (let index = 0; plans.length < USER_COUNT; index++) {
    const gender = faker.helpers.arrayElement(['female', 'male'] as const);
    const firstName = faker.person.firstName(gender);
    const lastName = faker.person.lastName();
    const { staffRole, domain, ...links } = linksOf(index, establishments, groups);
    const home = establishments[links.establishmentLinks[0]?.targetIndex ?? -1];
    const city = home?.city ?? faker.helpers.arrayElement(MAINLAND_CITIES);
    plans.push({
      isDemo: false,
      ...links,
      row: {
        email: uniqueEmail(firstName, lastName, home?.domain ?? domain, usedEmails),
        firstName,
        lastName,
        staffRole,
        gender,
        dateOfBirth: isoDay(dateBetween('1962-01-01', '2001-12-31')),
        cityOfBirth: faker.helpers.arrayElement(MAINLAND_CITIES).city,
        timezone: city.timezone,
        mainPhoneNumber: frenchMobile(),
        otherPhoneNumbers: faker.datatype.boolean(0.15) ? [landline(city)] : [],
        ...timestampsFrom(dateBetween('2018-01-01', REFERENCE_DATE)),
      },
    });
  }
  addLeadersToTheirGroups(plans, groups);
  return plans;
}

/** Some establishment leaders also sit in a group their establishment belongs to. */
function addLeadersToTheirGroups(plans: UserPlan[], groups: readonly WorkgroupPlan[]): void {
  const leaders = plans.filter(
    (plan) => !plan.isDemo && plan.establishmentLinks[0]?.jobTitle === 'VETERINARIAN_LEADER',
  );
  for (const plan of faker.helpers.arrayElements(leaders, 25)) {
    const establishmentIndex = plan.establishmentLinks[0]?.targetIndex;
    const groupIndex = groups.findIndex((group) =>
      group.members.some((member) => member.establishmentIndex === establishmentIndex),
    );
    if (groupIndex >= 0)
      plan.groupLinks.push(
        link(groupIndex, 'VETERINARIAN_LEADER', groups[groupIndex]?.row.createdDate as Date, false),
      );
  }
}
