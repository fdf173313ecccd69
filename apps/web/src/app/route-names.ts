// Spec §2.1: every route exists unprefixed and prefixed with /fr; its name carries the locale code.
// The router declares each path once with an optional `{-$locale}` segment (only "fr" is accepted).

export const ROUTE_LOCALE_PREFIXES = ['fr'] as const;
export type RouteLocalePrefix = (typeof ROUTE_LOCALE_PREFIXES)[number];

export const ROUTE_PATHS = {
  index: '/{-$locale}',
  login: '/{-$locale}/login',
  logout: '/{-$locale}/logout',
  overview: '/{-$locale}/overview',
  'overview-establishments': '/{-$locale}/overview/establishments',
  'establishments-new': '/{-$locale}/establishments/new',
  'establishments-id': '/{-$locale}/establishments/$id',
  'overview-legalStructures': '/{-$locale}/overview/legalStructures',
  'legalStructures-new': '/{-$locale}/legalStructures/new',
  'legalStructures-id': '/{-$locale}/legalStructures/$id',
  'legalStructures-id-billingAccounts-billingAccountId':
    '/{-$locale}/legalStructures/$id/billingAccounts/$billingAccountId',
  // Workgroups and their memberships (features/workgroups).
  'overview-workgroups': '/{-$locale}/overview/workgroups',
  'workgroups-new': '/{-$locale}/workgroups/new',
  'workgroups-id': '/{-$locale}/workgroups/$id',
  // Spec §2.2's flat /members: every membership (establishment ↔ group), filtered.
  members: '/{-$locale}/members',
  'members-id': '/{-$locale}/members/$id',
  // The invoicing organisations (features/creditors).
  'overview-billing-creditors': '/{-$locale}/overview/billing/creditors',
  'creditors-id': '/{-$locale}/creditors/$id',
  // Invoices, credit notes and self-billing documents (features/billing-documents).
  'overview-billing': '/{-$locale}/overview/billing',
  'overview-billing-invoices': '/{-$locale}/overview/billing/invoices',
  'overview-billing-creditNotes': '/{-$locale}/overview/billing/creditNotes',
  'overview-billing-selfBillings': '/{-$locale}/overview/billing/selfBillings',
  // The transmission outbox: every issued document's e-invoicing transmission and lifecycle.
  'overview-billing-transmissions': '/{-$locale}/overview/billing/transmissions',
  'invoices-id': '/{-$locale}/invoices/$id',
  'creditNotes-id': '/{-$locale}/creditNotes/$id',
  // Spec §2.3: an invoice or credit note by hand, the stepper (features/invoice-stepper).
  'invoice-new': '/{-$locale}/invoice/new',
  // The SEPA files made from the invoices and credit notes (features/sepa-files), ADMIN and ACCOUNTANT only.
  'overview-billing-fichiers-xml-prelevements': '/{-$locale}/overview/billing/fichiers-xml/prelevements',
  'overview-billing-fichiers-xml-virements': '/{-$locale}/overview/billing/fichiers-xml/virements',
  // The former system's credit notes (features/legacy-credit-notes).
  'overview-billing-legacyCreditNotes': '/{-$locale}/overview/billing/legacyCreditNotes',
  // The outbox (features/outbox), ADMIN only.
  'overview-outbox': '/{-$locale}/overview/outbox',
  'overview-users': '/{-$locale}/overview/users',
  'users-new': '/{-$locale}/users/new',
  'users-id': '/{-$locale}/users/$id',
  // The services catalogue and every subscription (features/services).
  'overview-services': '/{-$locale}/overview/services',
  'overview-services-abonnements': '/{-$locale}/overview/services/abonnements',
  // Every establishment's deliveries (features/service-deliveries).
  'overview-services-prestations': '/{-$locale}/overview/services/prestations',
  'onboarding-my-account': '/{-$locale}/onboarding/my-account',
  'onboarding-portal': '/{-$locale}/onboarding/portal',
  // The Mandats pill (spec §2.4: /onboarding), changing an IBAN, a mandate's preview, a signature.
  'onboarding-mandates': '/{-$locale}/onboarding',
  'onboarding-regularise': '/{-$locale}/onboarding/regulariser-compte',
  'onboarding-preview': '/{-$locale}/onboarding/preview',
  'onboarding-signature': '/{-$locale}/onboarding/signature/$signerId',
} as const;

export type RouteBaseName = keyof typeof ROUTE_PATHS;
export type RoutePath = (typeof ROUTE_PATHS)[RouteBaseName];
/** `overview-establishments___fr` is /fr/overview/establishments; `___fr___default` is the unprefixed one. */
export type RouteName = `${RouteBaseName}___fr` | `${RouteBaseName}___fr___default`;

export interface RouteTarget {
  to: RoutePath;
  locale: RouteLocalePrefix | undefined;
}

export const ROUTE_NAMES = Object.fromEntries(
  (Object.keys(ROUTE_PATHS) as RouteBaseName[]).flatMap((name) => [
    [`${name}___fr`, { to: ROUTE_PATHS[name], locale: 'fr' }],
    [`${name}___fr___default`, { to: ROUTE_PATHS[name], locale: undefined }],
  ]),
) as Record<RouteName, RouteTarget>;

export function isRouteLocalePrefix(value: unknown): value is RouteLocalePrefix {
  return typeof value === 'string' && (ROUTE_LOCALE_PREFIXES as readonly string[]).includes(value);
}

/** The URL path of a named route, e.g. routeUrl('establishments-id___fr', { id: 3 }) → /fr/establishments/3. */
export function routeUrl(name: RouteName, params: Record<string, string | number> = {}): string {
  const { to, locale } = ROUTE_NAMES[name];
  const path = to
    .replace('/{-$locale}', locale ? `/${locale}` : '')
    .replace(/\$(\w+)/g, (_match, key: string) => encodeURIComponent(String(params[key] ?? '')));
  return path || '/';
}
