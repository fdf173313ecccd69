import { membershipListDeclaration } from '@vetbo/domain/lists/memberships';
import { listUrlState, type SearchOf } from '../../lib/list-url-state.ts';

/**
 * /members (spec §2.2): every membership, narrowed by a term, a group, an establishment or its privileged
 * code, the days it began between (GET /v1/veterinary_establishment_members' declared filters); the newest entry first.
 */
export const membersListUrl = listUrlState(membershipListDeclaration, {
  filters: {
    veterinaryGroupId: 'one',
    veterinaryEstablishmentId: 'one',
    privilegedCode: 'one',
    fromJoinDate: 'one',
    toJoinDate: 'one',
  },
});
export type MembersSearch = SearchOf<typeof membersListUrl>;
