import type { StaffRole } from '@vetbo/domain/enums';
import { can, type PermissionArea } from '@vetbo/domain/permissions';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { ROUTE_PATHS, type RouteBaseName } from '../../apps/web/src/app/route-names.ts';
import { establishmentTabs } from '../../apps/web/src/features/establishments/routes/establishment-tabs.ts';
import { legalStructureTabs } from '../../apps/web/src/features/legal-structures/routes/legal-structure-tabs.ts';
import { userTabs } from '../../apps/web/src/features/users/routes/user-tabs.ts';
import { workgroupTabs } from '../../apps/web/src/features/workgroups/routes/workgroup-tabs.ts';
import { api, apiToken, createEstablishment } from '../support/api.ts';
import { issueInvoice } from '../support/billing.ts';
import { appUrl, launchBrowser } from '../support/browser.ts';
import { createBillingAccount, createLegalStructure } from '../support/legal-structures.ts';
import { providerSession, signedInPage } from '../support/session.ts';
import { subscribeThroughApi } from '../support/subscriptions.ts';
import { createMembership, createWorkgroup } from '../support/workgroups.ts';
import { offeredAreas, openInApp, trackRequests } from '../support/write-actions.ts';

// Issue 22 §1: every write action a screen offers is one the API grants the signed-in role. Each staff
// role walks every staff route of the route table (detail routes on records this file creates, each tab,
// each `?panel=`, each menu of the content opened), and every action marked `data-write-area` must be writable by that role according to
// the permission table itself (`can`, packages/domain) — and a role that may write an area sees, on each
// screen, the kinds of actions the ADMIN sees there for it.
const ROLES: Record<StaffRole, string> = {
  ADMIN: 'admin@vetbo.test',
  MANAGER: 'manager@vetbo.test',
  ACCOUNTANT: 'accountant@vetbo.test',
  MODERATOR: 'moderator@vetbo.test',
};

/** The creditors' tabs (declared in their routes file, which loads the pages). */
const CREDITOR_TABS = { ids: ['information', 'history'] } as const;
/** An invoice's or credit note's tabs and panels (features/billing-documents/routes/routes.ts). */
const DOCUMENT_TABS = { ids: ['document', 'payments', 'history'] } as const;
const DOCUMENT_PANELS = ['payment', 'credit'] as const;
const TABS: Partial<Record<RouteBaseName, { ids: readonly string[] }>> = {
  'establishments-id': establishmentTabs,
  'legalStructures-id': legalStructureTabs,
  'workgroups-id': workgroupTabs,
  'users-id': userTabs,
  'creditors-id': CREDITOR_TABS,
  'invoices-id': DOCUMENT_TABS,
  'creditNotes-id': DOCUMENT_TABS,
};
/** The side panels a detail route opens from its URL (`?panel=`). */
const PANELS: Partial<Record<RouteBaseName, readonly string[]>> = {
  'establishments-id': ['edit', 'activities'],
  'legalStructures-id': ['edit'],
  'legalStructures-id-billingAccounts-billingAccountId': ['edit'],
  'workgroups-id': ['edit'],
  'members-id': ['edit'],
  'users-id': ['edit'],
  'creditors-id': ['edit'],
  'invoices-id': DOCUMENT_PANELS,
  'creditNotes-id': ['payment'],
  'overview-billing': ['sales-journal', 'fec'],
};
/** Screens of an area not every role reads: a role that may not read it is not offered the route. */
const READ_AREAS: Partial<Record<RouteBaseName, PermissionArea>> = {
  'overview-outbox': 'outbox',
  'overview-billing-fichiers-xml-prelevements': 'moneyFiles',
  'overview-billing-fichiers-xml-virements': 'moneyFiles',
};
/** Not staff screens: the sign-in pages and the leaders' onboarding area. */
const notStaff = (name: string) =>
  ['index', 'login', 'logout'].includes(name) || name.startsWith('onboarding');

let browser: Browser;
let paths: { path: string; route: RouteBaseName }[];

/** Every staff screen's path: each route, each tab of a detail route, each panel its URL opens. */
function staffPaths(ids: Record<string, Record<string, number>>): { path: string; route: RouteBaseName }[] {
  return (Object.keys(ROUTE_PATHS) as RouteBaseName[])
    .filter((name) => !notStaff(name))
    .flatMap((name) => {
      const template = ROUTE_PATHS[name].replace('/{-$locale}', '');
      const params = template.includes('$') ? ids[name] : {};
      if (!params) throw new Error(`No record for the route ${name}: add one to the walk`);
      const path = template.replace(/\$(\w+)/g, (_match, key: string) => String(params[key]));
      const [, ...otherTabs] = TABS[name]?.ids ?? [];
      return [
        path,
        ...otherTabs.map((tab) => `${path}?tab=${tab}`),
        ...(PANELS[name] ?? []).map((panel) => `${path}?panel=${panel}`),
      ].map((screen) => ({ path: screen, route: name }));
    });
}

beforeAll(async () => {
  browser = await launchBrowser();
  const establishment = await createEstablishment();
  // A subscription: its row's menu offers the edits (services) and the deletion (subscriptionDeletion).
  await subscribeThroughApi(establishment.id);
  const structure = await createLegalStructure();
  const account = await createBillingAccount(structure.id);
  const group = await createWorkgroup();
  const membership = await createMembership({
    veterinaryGroupId: group.id,
    veterinaryEstablishmentId: establishment.id,
    joinDate: '2026-01-05',
  });
  const token = await apiToken(ROLES.ADMIN);
  const creditor = (await api<{ data: { id: number }[] }>(token, 'GET', '/v1/creditors?limit=1')).data[0];
  const staff = new Set(Object.values(ROLES));
  const users = await api<{ data: { id: number; email: string }[] }>(token, 'GET', '/v1/users?limit=20');
  const user = users.data.find((candidate) => !staff.has(candidate.email)) ?? users.data[0];
  if (!creditor || !user) throw new Error('The demo data has no creditor or no user');
  // An invoice with something left to credit (its panels: payment, credit) and a credit note of another.
  const invoice = await issueInvoice();
  const credited = await issueInvoice();
  const creditNote = await api<{ data: { id: number } }>(
    await apiToken(ROLES.ACCOUNTANT),
    'POST',
    '/v1/veterinary_establishment_credit_notes',
    { invoiceId: credited.id, lines: [{ invoiceLineId: credited.lines[0]?.id }] },
  );
  paths = staffPaths({
    'establishments-id': { id: establishment.id },
    'legalStructures-id': { id: structure.id },
    'legalStructures-id-billingAccounts-billingAccountId': { id: structure.id, billingAccountId: account.id },
    'workgroups-id': { id: group.id },
    'members-id': { id: membership.id },
    'creditors-id': { id: creditor.id },
    'users-id': { id: user.id },
    'invoices-id': { id: invoice.id },
    'creditNotes-id': { id: creditNote.data.id },
  });
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

/** What a role is offered on each screen: path → areas of its write actions. */
async function walk(role: StaffRole): Promise<Map<string, string[]>> {
  const session = await providerSession(browser, ROLES[role]);
  const { context, page } = await signedInPage(browser, session);
  await trackRequests(page);
  await page.goto(`${appUrl()}/overview`);
  await page.locator('main').first().waitFor();
  // Every screen opens inside the running app: a reload (a 403 refused a read, spec §8) is a failure.
  // (Watched from the second screen on: the first load may still come back from the silent sign-in.)
  let watching = false;
  let reloaded = false;
  page.on('load', () => {
    reloaded = watching;
  });
  const offered = new Map<string, string[]>();
  try {
    for (const { path, route } of paths) {
      const area = READ_AREAS[route];
      if (area && !can(role, 'read', area)) continue;
      try {
        await openInApp(page, path);
        offered.set(path, await offeredAreas(page));
      } catch (error) {
        throw new Error(
          `${role} on ${path}${reloaded ? ' (the page reloaded)' : ''}: ${(error as Error).message}`,
        );
      }
      if (reloaded) throw new Error(`${role} on ${path}: the page reloaded (a read refused?)`);
      watching = true;
    }
  } finally {
    await context.close();
  }
  return offered;
}

describe('[PERMISSIONS] every staff screen offers each role exactly what the permission table grants', () => {
  it('walks every staff route as each role', { timeout: 600_000 }, async ({ expect }) => {
    const roles = Object.keys(ROLES) as StaffRole[];
    const walks = await Promise.all(roles.map(async (role) => [role, await walk(role)] as const));
    const offered = new Map(walks);
    const admin = offered.get('ADMIN') ?? new Map<string, string[]>();

    const refused: string[] = [];
    const missing: string[] = [];
    for (const [role, screens] of offered) {
      for (const [path, areas] of screens) {
        for (const area of areas) {
          if (!can(role, 'write', area as PermissionArea)) refused.push(`${role} ${path}: ${area}`);
        }
        for (const area of admin.get(path) ?? []) {
          if (can(role, 'write', area as PermissionArea) && !areas.includes(area)) {
            missing.push(`${role} ${path}: ${area}`);
          }
        }
      }
    }
    expect(refused, 'actions offered that the API would refuse').toEqual([]);
    expect(missing, 'actions the ADMIN sees that another writer of the area does not').toEqual([]);
    // The walk is not vacuous: the ADMIN is offered the writes of every area a staff screen edits.
    const adminAreas = new Set([...admin.values()].flat());
    const edited: PermissionArea[] = [
      'establishments',
      'legalStructures',
      'billing',
      'workgroups',
      'users',
      'services',
      'roles',
      'creditors',
      // Only in a menu (a subscription's row): the walk opens the menus.
      'subscriptionDeletion',
    ];
    for (const area of edited) {
      expect(adminAreas, `the ADMIN is offered ${area} writes`).toContain(area);
    }
  });
});
