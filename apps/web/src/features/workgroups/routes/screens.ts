// The workgroup screens but the list, in one chunk: the route tree (in the app's first download) names
// one module instead of three, each with its own list of chunks to preload (see route-tree.ts).
export { MembershipDetailPage } from './MembershipDetailPage.tsx';
export { WorkgroupCreatePage } from './WorkgroupCreatePage.tsx';
export { WorkgroupDetailPage } from './WorkgroupDetailPage.tsx';
