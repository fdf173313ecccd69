import { serviceOptionsApi } from '../../../app/api/service-options.ts';

/** Every option of the catalogue (disabled ones too: older subscriptions hold them), for the list's filter. */
export const useServiceOptionCodes = () =>
  serviceOptionsApi.useList({ page: 1, limit: 200, sortEntitled: 'asc' });
