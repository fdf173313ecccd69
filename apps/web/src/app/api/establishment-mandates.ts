import { defineResource } from './resource.ts';

/** An establishment's client account at a creditor: the creditor's mandate and its accounting code. */
export const establishmentMandatesApi = defineResource({
  collection: '/v1/veterinary_establishment_mandates',
  one: 'VeterinaryEstablishmentMandate',
  many: 'VeterinaryEstablishmentMandates',
});
