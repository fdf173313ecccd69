import { defineResource } from './resource.ts';

export const membershipsApi = defineResource({
  collection: '/v1/veterinary_establishment_members',
  one: 'VeterinaryEstablishmentMember',
  many: 'VeterinaryEstablishmentMembers',
  history: 'veterinary_establishment_members',
  // A group's page counts its members.
  shownIn: ['/v1/veterinary_groups'],
});
