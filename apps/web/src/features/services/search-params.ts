import { subscriptionListDeclaration } from '@vetbo/domain/lists/service-subscriptions';
import { type SearchSchema, searchSchema } from '../../lib/list-search.ts';
import { listUrlState, type SearchOf } from '../../lib/list-url-state.ts';

const optionParam = (value: unknown): number | undefined => {
  const id = typeof value === 'string' ? Number(value) : value;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : undefined;
};

/**
 * /overview/services: `option`, the option open in the side panel (staff who write the catalogue);
 * `medicinePackage`, the NGO-AM medicine package whose price is open in its panel (an ADMIN).
 */
export interface CatalogueSearch {
  option?: number;
  medicinePackage?: number;
}
export const catalogueSearchSchema: SearchSchema<CatalogueSearch> = searchSchema<CatalogueSearch>({
  option: optionParam,
  medicinePackage: optionParam,
});

/**
 * /overview/services/abonnements: one service, the two date bounds (subscriptions running between them)
 * and the sort, from the subscriptions' list declaration (GET /v1/veterinary_establishment_service_subscriptions).
 */
export const subscriptionsListUrl = listUrlState(subscriptionListDeclaration, {
  filters: { veterinaryServiceId: 'one', toStartDate: 'one', fromEndDate: 'one' },
});
export type SubscriptionsSearch = SearchOf<typeof subscriptionsListUrl>;
export type SubscriptionSortField = SubscriptionsSearch['sort'];
