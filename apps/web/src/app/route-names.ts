// Spec §2.1: every route exists unprefixed and prefixed with /fr; its name carries the locale code.
// The router declares each path once with an optional `{-$locale}` segment (only "fr" is accepted).

export const ROUTE_LOCALE_PREFIXES = ['fr'] as const;
export type RouteLocalePrefix = (typeof ROUTE_LOCALE_PREFIXES)[number];

/**
 * Spec §2.1's name of a page: its path's segments joined by '-', `$` dropped (`users/$id` →
 * `users-id`; a segment keeps its own dashes: `onboarding/my-account` → `onboarding-my-account`).
 */
export type PageName<P extends string> = P extends `${infer Head}/${infer Rest}`
  ? `${Bare<Head>}-${PageName<Rest>}`
  : Bare<P>;
type Bare<S extends string> = S extends `$${infer Param}` ? Param : S;
type Pages<Paths extends string> = { readonly [P in Paths as PageName<P>]: `/{-$locale}/${P}` };

export function pageName<const P extends string>(path: P): PageName<P> {
  return path
    .split('/')
    .map((segment) => segment.replace(/^\$/, ''))
    .join('-') as PageName<P>;
}

/** A feature's pages, by their paths under the optional locale, each named by the spec's rule (PageName). */
function pages<const Paths extends readonly string[]>(...paths: Paths): Pages<Paths[number]> {
  return Object.fromEntries(paths.map((path) => [pageName(path), `/{-$locale}/${path}`])) as never;
}

/**
 * Every page's path, declared once: one line per feature (its routes.ts names its pages, `listRoute({ name:
 * 'overview-users' })`, `pagePath('overview-services')`; links use `ROUTE_PATHS[name]`).
 */
export const ROUTE_PATHS = {
  // The names the spec gives against the rule: the home page, and three onboarding pages (spec §2.4).
  index: '/{-$locale}',
  'onboarding-mandates': '/{-$locale}/onboarding',
  'onboarding-regularise': '/{-$locale}/onboarding/regulariser-compte',
  'onboarding-signature': '/{-$locale}/onboarding/signature/$signerId',
  ...pages('login', 'logout', 'overview'),
  ...pages('overview/establishments', 'establishments/new', 'establishments/$id'),
  ...pages(
    'overview/legalStructures',
    'legalStructures/new',
    'legalStructures/$id',
    'legalStructures/$id/billingAccounts/$billingAccountId',
  ),
  // Workgroups and, spec §2.2's flat /members, every membership (establishment ↔ group), filtered.
  ...pages('overview/workgroups', 'workgroups/new', 'workgroups/$id', 'members', 'members/$id'),
  ...pages('overview/billing/creditors', 'creditors/$id'),
  // Invoices, credit notes and self-billing documents, and the e-invoicing transmissions' outbox.
  ...pages(
    'overview/billing',
    'overview/billing/invoices',
    'overview/billing/creditNotes',
    'overview/billing/selfBillings',
    'overview/billing/transmissions',
    'invoices/$id',
    'creditNotes/$id',
  ),
  ...pages('invoice/new'), // spec §2.3: an invoice or credit note by hand, the stepper
  ...pages('overview/billing/fichiers-xml/prelevements', 'overview/billing/fichiers-xml/virements'),
  ...pages('overview/billing/legacyCreditNotes'),
  ...pages('overview/outbox'),
  ...pages('overview/users', 'users/new', 'users/$id'),
  ...pages('overview/services', 'overview/services/abonnements'),
  ...pages('overview/services/prestations'),
  ...pages('onboarding/my-account', 'onboarding/portal', 'onboarding/preview'),
} as const;

export type RouteBaseName = keyof typeof ROUTE_PATHS;
export type RoutePath = (typeof ROUTE_PATHS)[RouteBaseName];

/** A page's path under the locale route, as its route declares it: pagePath('users-id') → 'users/$id'. */
export type PagePath<N extends RouteBaseName> = (typeof ROUTE_PATHS)[N] extends `/{-$locale}/${infer P}`
  ? P
  : never;
export function pagePath<const N extends RouteBaseName>(name: N): PagePath<N> {
  return ROUTE_PATHS[name].replace('/{-$locale}/', '') as PagePath<N>;
}

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
