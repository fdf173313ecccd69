import { serviceDeliveryListDeclaration } from '@vetbo/domain/lists/service-deliveries';
import { listUrlState, type SearchOf } from '../../lib/list-url-state.ts';

/** /overview/services/prestations: one service, types, and whether to invoice (the declared filters). */
export const deliveriesListUrl = listUrlState(serviceDeliveryListDeclaration, {
  filters: { veterinaryServiceId: 'one', serviceDeliveryOptionType: 'many', shouldGenerateInvoice: 'one' },
});
export type DeliveriesSearch = SearchOf<typeof deliveriesListUrl>;
export type DeliverySortField = DeliveriesSearch['sort'];
