import type { StaffRole } from '@vetbo/domain/enums';
import { can, type PermissionArea } from '@vetbo/domain/permissions';
import type { IconName } from '../../components/ui/Icon.tsx';
import { ROUTE_PATHS, type RoutePath } from '../route-names.ts';

export interface NavigationItem {
  /** Key under `nav.` in the locale files. */
  labelKey: string;
  icon?: IconName;
  /** Only built screens have a route; the others render disabled. */
  to?: RoutePath;
  /** Route paths (without locale) below which the entry is active too, besides its own `to` (its records). */
  activeUnder?: string[];
  /** Route paths (without locale) that alone make this entry active, only when they are the whole path. */
  activePaths?: string[];
  children?: NavigationItem[];
  /** Shown to ADMINs only (the API refuses the others). */
  adminOnly?: boolean;
  /** Shown only to the roles that may read this area (the others would get the forbidden page). */
  readArea?: PermissionArea;
}

/** Spec §2.7: the whole menu; screens not built yet are listed but disabled. */
export const NAVIGATION: NavigationItem[] = [
  // Not in the spec's menu: the way to the /overview home (decisions.md).
  { labelKey: 'home', icon: 'home', to: ROUTE_PATHS.overview, activePaths: ['/overview'] },
  {
    labelKey: 'billing',
    icon: 'receipt',
    children: [
      // The overview (what is due, the chain check) and the three lists (features/billing-documents).
      {
        labelKey: 'billingOverview',
        to: ROUTE_PATHS['overview-billing'],
        activePaths: ['/overview/billing'],
      },
      { labelKey: 'invoices', to: ROUTE_PATHS['overview-billing-invoices'], activeUnder: ['/invoices'] },
      {
        labelKey: 'creditNotes',
        to: ROUTE_PATHS['overview-billing-creditNotes'],
        activeUnder: ['/creditNotes'],
      },
      { labelKey: 'selfBillings', to: ROUTE_PATHS['overview-billing-selfBillings'] },
      // The transmission outbox (e-invoicing through an approved platform, issue 24 §5).
      { labelKey: 'eInvoiceTransmissions', to: ROUTE_PATHS['overview-billing-transmissions'] },
      // The SEPA files (features/sepa-files): they carry every client's bank details, ADMIN and ACCOUNTANT.
      {
        labelKey: 'xmlFiles',
        readArea: 'moneyFiles',
        children: [
          { labelKey: 'withdrawals', to: ROUTE_PATHS['overview-billing-fichiers-xml-prelevements'] },
          { labelKey: 'transfers', to: ROUTE_PATHS['overview-billing-fichiers-xml-virements'] },
        ],
      },
      // Not in the spec's menu: the two invoicing organisations (issue 21); only an ADMIN edits them.
      { labelKey: 'creditors', to: ROUTE_PATHS['overview-billing-creditors'], activeUnder: ['/creditors'] },
      // The former system's credit notes, until the accounting treats them (issue 23 §3).
      { labelKey: 'legacyCreditNotes', to: ROUTE_PATHS['overview-billing-legacyCreditNotes'] },
    ],
  },
  { labelKey: 'chains', icon: 'link' },
  { labelKey: 'remunerations', icon: 'coins' },
  {
    labelKey: 'establishments',
    icon: 'building',
    to: ROUTE_PATHS['overview-establishments'],
    activeUnder: ['/establishments'],
  },
  {
    labelKey: 'legalStructures',
    icon: 'scale',
    to: ROUTE_PATHS['overview-legalStructures'],
    activeUnder: ['/legalStructures'],
  },
  // The catalogue; its subscriptions list is a tab of the screen (Catalogue | Abonnements).
  { labelKey: 'services', icon: 'briefcase', to: ROUTE_PATHS['overview-services'] },
  { labelKey: 'users', icon: 'user', to: ROUTE_PATHS['overview-users'], activeUnder: ['/users'] },
  {
    labelKey: 'workgroups',
    icon: 'users',
    to: ROUTE_PATHS['overview-workgroups'],
    activeUnder: ['/workgroups', '/members'],
  },
  // Not in the spec's menu: the outgoing mail (issue 7), for ADMINs.
  { labelKey: 'outbox', icon: 'mail', to: ROUTE_PATHS['overview-outbox'], adminOnly: true },
];

/** The entries a staff role is shown: not the ADMIN-only ones nor those of an area it may not read. */
export function navigationFor(
  role: StaffRole | null | undefined,
  items: readonly NavigationItem[] = NAVIGATION,
): NavigationItem[] {
  return items
    .filter(
      (item) => (!item.adminOnly || role === 'ADMIN') && (!item.readArea || can(role, 'read', item.readArea)),
    )
    .map((item) => (item.children ? { ...item, children: navigationFor(role, item.children) } : item));
}

/** '/fr/establishments/3' → '/establishments/3', so the active entry ignores the locale prefix. */
export function stripLocalePrefix(pathname: string): string {
  return pathname.replace(/^\/fr(?=\/|$)/, '') || '/';
}

/** An entry is active on its own path and below, and below its `activeUnder`; or only on an `activePaths`. */
export function isItemActive(item: NavigationItem, pathname: string): boolean {
  const path = stripLocalePrefix(pathname);
  if (item.activePaths) return item.activePaths.includes(path);
  const own = item.to ? [item.to.replace('/{-$locale}', '')] : [];
  return [...own, ...(item.activeUnder ?? [])].some(
    (prefix) => path === prefix || path.startsWith(`${prefix}/`),
  );
}
