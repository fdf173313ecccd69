import { defineResource } from './resource.ts';

export const centralAccountsApi = defineResource({
  collection: '/v1/veterinary_establishment_central_accounts',
  one: 'VeterinaryEstablishmentCentralAccount',
  many: 'VeterinaryEstablishmentCentralAccounts',
  history: 'veterinary_establishment_central_accounts',
});
