import { defineResource } from './resource.ts';

export const activitiesApi = defineResource({
  collection: '/v1/veterinary_establishment_activities',
  one: 'VeterinaryEstablishmentActivity',
  many: 'VeterinaryEstablishmentActivities',
  history: 'veterinary_establishment_activities',
});
